import Dispatch
import Synchronization

/// The dashboard's stand-in for the library's main-actor delivery, kept to this one file until
/// the library provides `.latestOnMainActor(monitor:)` and `.mainActor`: subscriptions
/// deliver on their producer's thread and send here, and this hops to the main loop, either
/// latest-only (one hop pending per subscription, newest value) or every value in order.
/// It counts sends, hops and coalesced sends and measures send-to-delivery latency.
final class MainLoopHandoff: Sendable {
  /// Totals and latency percentiles so far.
  struct Statistics: Sendable, Equatable {
    var sent = 0
    var hops = 0
    var coalesced = 0
    var p50: Duration?
    var p99: Duration?
    var samples = 0
  }

  private struct Counters {
    var sent = 0
    var hops = 0
    var latencies = DurationWindow()
  }

  private let counters = Mutex(Counters())

  init() {}

  /// A sender that hops each value to `deliver` on the main loop, latest-only: while a hop is
  /// pending, a new value replaces the waiting one.
  func latest<Value: Sendable>(_ deliver: @escaping @MainActor (Value) -> Void)
    -> @Sendable (Value) -> Void
  {
    let slot = PendingValue<Value>()
    return { [self] value in
      let now = ContinuousClock.now
      counters.withLock { $0.sent += 1 }
      let idle = slot.pending.withLock { pending in
        defer { pending = (value, pending?.sentAt ?? now) }
        return pending == nil
      }
      guard idle else { return }
      DispatchQueue.main.async {
        guard let (value, sentAt) = slot.pending.withLock({ pending in
          defer { pending = nil }
          return pending
        }) else { return }
        self.delivered(sentAt: sentAt)
        MainActor.assumeIsolated { deliver(value) }
      }
    }
  }

  /// A sender that hops every value to `deliver` on the main loop, in order.
  func inOrder<Value: Sendable>(_ deliver: @escaping @MainActor (Value) -> Void)
    -> @Sendable (Value) -> Void
  {
    { [self] value in
      let sentAt = ContinuousClock.now
      counters.withLock { $0.sent += 1 }
      DispatchQueue.main.async {
        self.delivered(sentAt: sentAt)
        MainActor.assumeIsolated { deliver(value) }
      }
    }
  }

  private func delivered(sentAt: ContinuousClock.Instant) {
    let latency = ContinuousClock.now - sentAt
    counters.withLock {
      $0.hops += 1
      $0.latencies.record(latency)
    }
  }

  /// The figures so far.
  var statistics: Statistics {
    counters.withLock {
      Statistics(
        sent: $0.sent, hops: $0.hops, coalesced: $0.sent - $0.hops,
        p50: $0.latencies.percentile(0.5), p99: $0.latencies.percentile(0.99),
        samples: $0.latencies.count)
    }
  }
}

/// The value waiting for a latest-only hop, and when its hop was asked for.
private final class PendingValue<Value: Sendable>: Sendable {
  let pending = Mutex<(value: Value, sentAt: ContinuousClock.Instant)?>(nil)
}
