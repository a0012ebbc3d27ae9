import Dispatch
import Synchronization

/// Latest-only delivery: at most one hop pending; each hop delivers the newest value sent
/// before it ran, and the values it superseded are counted as coalesced.
///
/// A send stores its value in the slot; only a send that finds no hop pending schedules one.
/// The hop clears the pending flag and takes the value in the same critical section, so a send
/// racing with it either lands in this hop or schedules the next: the last value always
/// arrives, and since hops run in order on a serial queue, no value is delivered after a newer
/// one. A coalesced send only replaces the slot's value under the lock: no allocation.
///
/// Latency is measured from the send that scheduled the hop (the oldest value it replaced).
final class LatestValueHandoff<Value: Sendable>: Handoff {
  private struct Slot {
    var value: Value?
    var sentAt: UInt64 = 0
    var pending = false
    var closed = false
  }

  private enum SendOutcome { case dropped, coalesced, schedulesHop }

  private let queue: DispatchQueue
  private let callback: @Sendable (Value) -> Void
  private let monitor: HandoffMonitor?
  private let slot = Lock(Slot())

  init(
    queue: DispatchQueue, monitor: HandoffMonitor?, callback: @escaping @Sendable (Value) -> Void
  ) {
    self.queue = queue
    self.monitor = monitor
    self.callback = callback
  }

  /// A latest-only hand-off to the main actor for a `@MainActor` callback.
  static func mainActor(
    monitor: HandoffMonitor?, _ callback: @escaping @MainActor (Value) -> Void
  ) -> LatestValueHandoff {
    LatestValueHandoff(queue: .main, monitor: monitor) { value in
      MainActor.assumeIsolated { callback(value) }
    }
  }

  func send(_ value: Value) {
    // The clock is read only when a monitor wants latencies: a coalesced send then pays one
    // clock read, still no allocation, and the hop's stamp is stored under the same lock.
    let now = monitor?.now() ?? 0
    let outcome = slot.withLock { slot -> SendOutcome in
      guard !slot.closed else { return .dropped }
      slot.value = value
      if slot.pending { return .coalesced }
      slot.pending = true
      slot.sentAt = now
      return .schedulesHop
    }
    switch outcome {
    case .dropped: return
    case .coalesced:
      // Coalesced first: a snapshot loads sends last, so it never counts this one as pending.
      monitor?.recordCoalesced()
      monitor?.recordSend()
      return
    case .schedulesHop:
      monitor?.recordSend()
      monitor?.recordScheduled()
    }
    queue.async { [self] in deliver() }
  }

  private func deliver() {
    // The stamp comes out through a variable rather than in a tuple with the value: this code
    // is generic and not specialised for the client, and a `(Value, UInt64)?` would make it look
    // up the tuple's type metadata on every hop.
    var sentAt: UInt64 = 0
    let value = slot.withLock { slot -> Value? in
      // Inside the lock, before the next send can schedule a hop.
      monitor?.recordLeftPending()
      slot.pending = false
      guard !slot.closed, let value = slot.value else { return nil }
      slot.value = nil
      sentAt = slot.sentAt
      return value
    }
    guard let value else { return }
    monitor?.recordHop(sentAt: sentAt)
    callback(value)
  }

  func close() {
    slot.withLock { slot in
      slot.closed = true
      slot.value = nil
    }
  }
}
