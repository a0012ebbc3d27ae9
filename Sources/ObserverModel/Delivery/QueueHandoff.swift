import Dispatch
import Synchronization

/// Delivers every value, in order, with one `async` block per value on a dispatch queue: the
/// hand-off of ``Delivery/queue(_:monitor:)`` and, on the main queue, of
/// ``MainActorDelivery/mainActor``.
///
/// The main queue is the main actor's executor on every platform this library supports, and a
/// block on it is the cheapest hop measured here (see ``ChangeNotifier``).
final class QueueHandoff<Value: Sendable>: Handoff {
  private let queue: DispatchQueue
  private let callback: @Sendable (Value) -> Void
  private let monitor: HandoffMonitor?
  private let closed = Atomic<Bool>(false)

  init(
    queue: DispatchQueue, monitor: HandoffMonitor?, callback: @escaping @Sendable (Value) -> Void
  ) {
    self.queue = queue
    self.monitor = monitor
    self.callback = callback
  }

  /// A hand-off to the main actor for a `@MainActor` callback.
  static func mainActor(
    monitor: HandoffMonitor?, _ callback: @escaping @MainActor (Value) -> Void
  ) -> QueueHandoff {
    QueueHandoff(queue: .main, monitor: monitor) { value in
      MainActor.assumeIsolated { callback(value) }
    }
  }

  func send(_ value: Value) {
    guard !closed.load(ordering: .relaxed) else { return }
    guard let monitor else {
      queue.async { [self] in deliver(value, sentAt: 0) }
      return
    }
    monitor.recordSend()
    monitor.recordScheduled()
    let sentAt = monitor.now()
    queue.async { [self] in deliver(value, sentAt: sentAt) }
  }

  private func deliver(_ value: Value, sentAt: UInt64) {
    monitor?.recordLeftPending()
    guard !closed.load(ordering: .acquiring) else { return }
    monitor?.recordHop(sentAt: sentAt)
    callback(value)
  }

  func close() {
    closed.store(true, ordering: .releasing)
  }
}
