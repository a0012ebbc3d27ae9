import Dispatch
import Synchronization

/// Latest-only delivery, the library's one latest-only hop (`.latestOnMainActor` subscriptions
/// and rounds, `notifyChange()`): at most one hop pending, which delivers the newest value sent
/// before it ran; the values it superseded are counted as coalesced.
///
/// The protocol is ``LatestOnlySlot``'s (a send stores, the hop clears the pending flag and takes
/// the value in one critical section), which the model tests check over every interleaving; this
/// class runs its steps under a lock and schedules the hops. A coalesced send only replaces the
/// slot's value: no allocation. Sends are counted before they touch the slot, so a callback
/// reading the statistics sees every send its value covers. Latency is measured from the send
/// that scheduled the hop.
final class LatestValueHandoff<Value: Sendable>: Handoff {
  private let hop: QueueHop<Value>
  private let slot = Lock(LatestOnlySlot<Value>())
  /// A test's seam: runs on the hop right after it took the value and cleared the pending
  /// flag, before the callback, so that a test sends exactly there (a send then must schedule
  /// the next hop). `nil` outside tests.
  private let afterTake: (@Sendable () -> Void)?
  /// When the send that scheduled the pending hop read the clock. Written by that send before
  /// it schedules the hop, read by the hop under the lock, so before a later send (which writes
  /// only after taking the lock itself) can replace it.
  private let scheduledAt = Atomic<UInt64>(0)

  init(_ hop: QueueHop<Value>, afterTake: (@Sendable () -> Void)? = nil) {
    self.hop = hop
    self.afterTake = afterTake
  }

  /// Where the hop's counts and latencies go; `nil` records nothing.
  var monitor: HandoffMonitor? { hop.monitor }

  func send(_ value: Value) {
    // Counted first, sequentially consistent: a hop that takes this value (or a later one) is
    // then sure to see this send counted.
    hop.monitor?.recordSend()
    let outcome = slot.withLock { $0.store(value) }
    switch outcome {
    case .dropped: return
    case .coalesced:
      hop.monitor?.recordCoalesced()
      return
    case .schedulesHop:
      // Only a send that schedules a hop reads the clock, and only for a monitor: a coalesced
      // send takes the lock and counts itself, nothing more.
      if let monitor = hop.monitor {
        scheduledAt.store(monitor.now(), ordering: .relaxed)
        monitor.recordScheduled()
      }
    }
    hop.queue.async { [self] in deliver() }
  }

  private func deliver() {
    // The stamp comes out through a variable rather than in a tuple with the value: this code
    // is generic and not specialised for the client, and a `(Value, UInt64)?` would make it look
    // up the tuple's type metadata on every hop.
    var sentAt: UInt64 = 0
    let value = slot.withLock { slot -> Value? in
      // Inside the lock, before the next send can schedule a hop.
      hop.monitor?.recordLeftPending()
      guard let value = slot.take() else { return nil }
      sentAt = scheduledAt.load(ordering: .relaxed)
      return value
    }
    afterTake?()
    guard let value else { return }
    hop.monitor?.recordHop(sentAt: sentAt)
    hop.callback(value)
  }

  func close() {
    slot.withLock { $0.close() }
  }
}
