/// Where and how often a subscription's `@MainActor` callback runs.
///
/// Every context delivers on the main actor, through a block on the main dispatch queue (the
/// main actor's executor), so Swift 6 code can pass a closure that touches main-actor state
/// with no `@Sendable` captures and no `@unchecked`.
///
/// | context | order | coalesces or drops | pending hops |
/// |---|---|---|---|
/// | ``mainActor`` | send order | nothing | one per value |
/// | ``latestOnMainActor`` | never a value older than one already delivered; the last always arrives | values superseded before their hop ran (counted as coalesced) | at most one per subscription |
/// | ``debounceOnMainActor(_:clock:)`` | send order | all but the last of a burst | one per delivered value |
/// | ``throttleOnMainActor(_:clock:)`` | send order | all but one per window | one per delivered value |
///
/// After `dispose()` (or `cancel()`) returns on the main actor, no callback of the
/// subscription starts.
///
/// Main-actor delivery needs the main queue to be served: `dispatchMain()`, a `RunLoop` on the
/// main thread, or an `async` `main` (any SwiftUI or AppKit app has one). Without one, hops
/// wait: `latestOnMainActor` keeps one value per subscription, `mainActor` queues them all.
public struct MainActorDelivery: Sendable {
  enum Kind: Sendable {
    case every(HandoffMonitor?)
    case latest(HandoffMonitor?)
    case rateLimited(ObservationRateLimit, any Clock<Duration>)
  }

  let kind: Kind

  /// Every value, in send order, one main-queue hop each.
  public static var mainActor: MainActorDelivery { MainActorDelivery(kind: .every(nil)) }

  /// Every value, in send order, recording each hop in `monitor`.
  public static func mainActor(monitor: HandoffMonitor) -> MainActorDelivery {
    MainActorDelivery(kind: .every(monitor))
  }

  /// Only the newest value: at most one hop pending per subscription, which delivers the latest
  /// value sent before it ran. Sending a value while a hop is pending allocates nothing.
  public static var latestOnMainActor: MainActorDelivery {
    MainActorDelivery(kind: .latest(nil))
  }

  /// Latest-only, recording hops, coalesced sends and latencies in `monitor`.
  public static func latestOnMainActor(monitor: HandoffMonitor) -> MainActorDelivery {
    MainActorDelivery(kind: .latest(monitor))
  }

  /// Debounced (see ``ObservationDebounce``) on `clock`, then delivered on the main actor.
  public static func debounceOnMainActor(
    _ settings: ObservationDebounce, clock: some Clock<Duration> = ContinuousClock()
  ) -> MainActorDelivery {
    MainActorDelivery(kind: .rateLimited(.debounce(settings), clock))
  }

  /// Throttled (see ``ObservationThrottle``) on `clock`, then delivered on the main actor.
  public static func throttleOnMainActor(
    _ settings: ObservationThrottle, clock: some Clock<Duration> = ContinuousClock()
  ) -> MainActorDelivery {
    MainActorDelivery(kind: .rateLimited(.throttle(settings), clock))
  }

  /// The hand-off for one subscription.
  func makeHandoff<Value: Sendable>(_ callback: @escaping @MainActor (Value) -> Void)
    -> any Handoff<Value>
  {
    switch kind {
    case .every(let monitor):
      return QueueHandoff(.mainActor(monitor: monitor, callback))
    case .latest(let monitor):
      return LatestValueHandoff(.mainActor(monitor: monitor, callback))
    case .rateLimited(let rateLimit, let clock):
      let hop = QueueHandoff(.mainActor(monitor: nil, callback))
      return RateLimitedHandoff(
        rateLimit, clock: clock, output: { hop.send($0) }, closeOutput: { hop.close() })
    }
  }
}
