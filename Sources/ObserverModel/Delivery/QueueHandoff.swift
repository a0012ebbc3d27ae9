import Dispatch
import Synchronization

/// Delivers every value, in order, with one `async` block per value on a dispatch queue: the
/// hand-off of ``Delivery/queue(_:monitor:)`` and, on the main queue, of
/// ``MainActorDelivery/mainActor``.
///
/// The main queue is the main actor's executor on every platform this library supports, and a
/// block on it is the cheapest hop measured here (see ``ChangeNotifier``).
final class QueueHandoff<Value: Sendable>: Handoff {
  private let hop: QueueHop<Value>
  private let closed = Atomic<Bool>(false)

  init(_ hop: QueueHop<Value>) {
    self.hop = hop
  }

  func send(_ value: Value) {
    guard !closed.load(ordering: .relaxed) else { return }
    guard let monitor = hop.monitor else {
      hop.queue.async { [self] in deliver(value, sentAt: 0) }
      return
    }
    monitor.recordSend()
    monitor.recordScheduled()
    let sentAt = monitor.now()
    hop.queue.async { [self] in deliver(value, sentAt: sentAt) }
  }

  private func deliver(_ value: Value, sentAt: UInt64) {
    hop.monitor?.recordLeftPending()
    guard !closed.load(ordering: .acquiring) else { return }
    hop.monitor?.recordHop(sentAt: sentAt)
    hop.callback(value)
  }

  func close() {
    closed.store(true, ordering: .releasing)
  }
}
