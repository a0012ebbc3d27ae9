import Synchronization

/// The count of bytes handed to ``TransportConnection/send(_:)`` and not yet written to the
/// socket, which ``TransportConnection/isBackedUp`` reads.
///
/// NIO's own writability (`Channel.isWritable`, which the watermark also drives) counts only
/// the writes that have reached the event loop: a sender on another thread could queue any
/// number of writes before the loop gets to them. This count starts at the caller, so a caller
/// that sends only while not backed up keeps the queue under the high mark plus one message.
final class SendQueue: Sendable {
  /// Bytes queued at or above which the connection is backed up.
  let high: Int
  /// Bytes queued at or under which a backed-up connection is writable again.
  let low: Int

  private struct State {
    var queued = 0
    var someoneWaits = false
  }
  private let state = Mutex(State())
  /// Tells ThreadSanitizer about the ordering the mutex provides (it does not see `Mutex`).
  private let handoff = Atomic<Int>(0)

  /// A queue with the given marks.
  init(low: Int, high: Int) {
    self.low = low
    self.high = high
  }

  /// The bytes queued now.
  var queued: Int { withLock { $0.queued } }

  /// Counts `count` more bytes in the queue.
  func add(_ count: Int) { withLock { $0.queued += count } }

  /// Whether the queue is at or above the high mark; if it is, the next drain to the low mark
  /// is reported (set under the same lock, so that no drain is missed).
  func isBackedUp() -> Bool {
    withLock { state in
      guard state.queued >= high else { return false }
      state.someoneWaits = true
      return true
    }
  }

  /// Counts `count` bytes as written (or dropped); returns whether this drained a queue that
  /// someone saw backed up to the low mark.
  func remove(_ count: Int) -> Bool {
    withLock { state in
      state.queued -= count
      guard state.someoneWaits, state.queued <= low else { return false }
      state.someoneWaits = false
      return true
    }
  }

  /// Runs `body` on the state under the lock.
  private func withLock<Result>(_ body: (inout State) -> Result) -> Result {
    state.withLock { state in
      _ = handoff.load(ordering: .acquiring)
      defer { handoff.store(0, ordering: .releasing) }
      return body(&state)
    }
  }
}
