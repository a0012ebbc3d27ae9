import Synchronization

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// Sends an observable's `objectWillChange` on the main actor for `notifyChange()` calls made on
/// any thread, through the library's one latest-only hop (``LatestValueHandoff`` carrying
/// `Void`, reporting to a ``HandoffMonitor``): at most one hop is pending, and a call racing with
/// the delivery schedules a fresh one, so the last change is never lost.
///
/// The hop, the `changes` streams' hub and the protocol-typed delivery state are made on first
/// use, so an observable that never notifies carries none of them.
final class ChangeNotifier: Sendable {
  private let fanOut = ChangeFanOut()
  private let lazyHop = AtomicLazyReference<LatestValueHandoff<Void>>()
  private let lazyRounds = AtomicLazyReference<ObserverRoundHandoffs>()

  /// The `objectWillChange` publisher.
  var publisher: ObservableObjectPublisher { fanOut.publisher }

  private var hop: LatestValueHandoff<Void> {
    if let hop = lazyHop.load() { return hop }
    let fanOut = self.fanOut
    return lazyHop.storeIfNil(
      LatestValueHandoff(.mainActor(monitor: HandoffMonitor()) { fanOut.changed() }))
  }

  func notifyChange() {
    hop.send(())
  }

  /// Counts and latencies of the `notifyChange()` hand-off.
  var statistics: HandoffStatistics {
    lazyHop.load()?.monitor?.statistics ?? HandoffStatistics()
  }

  /// One element per delivered `notifyChange()` hop, from now on.
  func changes(bufferingPolicy: AsyncStream<Void>.Continuation.BufferingPolicy)
    -> AsyncStream<Void>
  {
    let hub = fanOut.deliveries
    return AsyncStream(bufferingPolicy: bufferingPolicy) { continuation in
      let subscription = hub.subscribe(replayLimit: 0, disposesOnRelease: false) {
        continuation.yield($0)
      }
      continuation.onTermination = { _ in subscription.dispose() }
    }
  }

  /// The hand-offs of `withObservers(on:)` rounds that keep state between calls.
  var rounds: ObserverRoundHandoffs {
    lazyRounds.load() ?? lazyRounds.storeIfNil(ObserverRoundHandoffs())
  }
}

/// What a delivered `notifyChange()` hop reaches: the `objectWillChange` publisher and the
/// `changes` streams. Held by the hop's callback, so it never refers back to the notifier.
private final class ChangeFanOut: @unchecked Sendable {
  // @unchecked: the publisher is sent only on the main actor here; the hub is made atomically.

  let publisher = ObservableObjectPublisher()
  private let lazyDeliveries = AtomicLazyReference<BroadcastHub<Void>>()

  /// The hub of the `changes` streams, made on first use.
  var deliveries: BroadcastHub<Void> {
    lazyDeliveries.load() ?? lazyDeliveries.storeIfNil(BroadcastHub(replayCapacity: 0))
  }

  /// Called on the main actor by each delivered hop.
  @MainActor func changed() {
    publisher.send()
    lazyDeliveries.load()?.broadcast(())
  }
}
