import Dispatch

/// Where a subscription's `@Sendable` callback runs, and how often.
///
/// | context | runs on | order | coalesces or drops | after `dispose()` returns |
/// |---|---|---|---|---|
/// | ``inline`` (default) | the notifying thread, before `update`/`broadcast` returns | send order, never concurrently | nothing | no callback starts (one in progress on another thread finishes) |
/// | ``queue(_:monitor:)`` | the queue | send order on a serial queue | nothing | no callback starts on the queue |
/// | ``executor(_:monitor:)`` | the serial executor | send order | nothing | no callback starts on the executor |
/// | ``debounce(_:clock:)`` | the sending thread for an immediate first value, else a timer task | send order | all but the last value of a burst | no callback starts |
/// | ``throttle(_:clock:)`` | the sending thread for a window's first value, else a timer task | send order | all but one value per window | no callback starts |
///
/// Delivery to the main actor takes a `@MainActor` callback instead: see ``MainActorDelivery``.
public struct Delivery: Sendable {
  enum Kind: Sendable {
    case inline
    case queue(DispatchQueue, HandoffMonitor?)
    case executor(any SerialExecutor, HandoffMonitor?)
    case rateLimited(ObservationRateLimit, any Clock<Duration>)
  }

  let kind: Kind

  /// Synchronously on the notifying thread: today's default, allocation-free per value.
  public static var inline: Delivery { Delivery(kind: .inline) }

  /// One `async` block per value on `queue`; in send order when the queue is serial. With a
  /// `monitor`, each hop's latency (send to start of the callback) is recorded.
  public static func queue(_ queue: DispatchQueue, monitor: HandoffMonitor? = nil) -> Delivery {
    Delivery(kind: .queue(queue, monitor))
  }

  /// Every value, in send order, on `executor` (a custom actor executor, say). Values sent in a
  /// burst are delivered by one task.
  public static func executor(_ executor: any SerialExecutor, monitor: HandoffMonitor? = nil)
    -> Delivery
  {
    Delivery(kind: .executor(executor, monitor))
  }

  /// Delivers a value once no newer one has arrived for `settings.interval` on `clock`; with
  /// `.immediateFirst` the first value passes at once on the sending thread. Values after a wait
  /// are delivered from a task on the global executor.
  public static func debounce(
    _ settings: ObservationDebounce, clock: some Clock<Duration> = ContinuousClock()
  ) -> Delivery {
    Delivery(kind: .rateLimited(.debounce(settings), clock))
  }

  /// Delivers the first value at once on the sending thread and then at most one value per
  /// window of `settings.interval` on `clock` (the latest or the earliest, per its mode), from a
  /// task on the global executor.
  public static func throttle(
    _ settings: ObservationThrottle, clock: some Clock<Duration> = ContinuousClock()
  ) -> Delivery {
    Delivery(kind: .rateLimited(.throttle(settings), clock))
  }

  /// The hand-off for one subscription, or `nil` for inline delivery.
  func makeHandoff<Value: Sendable>(_ callback: @escaping @Sendable (Value) -> Void)
    -> (any Handoff<Value>)?
  {
    switch kind {
    case .inline:
      return nil
    case .queue(let queue, let monitor):
      return QueueHandoff(QueueHop(queue: queue, monitor: monitor, callback: callback))
    case .executor(let executor, let monitor):
      return ExecutorHandoff(executor: executor, monitor: monitor, callback: callback)
    case .rateLimited(let rateLimit, let clock):
      return RateLimitedHandoff(rateLimit, clock: clock, output: callback)
    }
  }
}
