import Synchronization

/// Per-listener operator state (a counter, the previous wave, …) that handlers capture.
///
/// Handlers of one listener never run concurrently, so the lock is uncontended; it is there so
/// that the state is safely published from one delivering thread to the next.
final class LockedBox<State>: Sendable {
  private let mutex: Mutex<State>

  init(_ state: sending State) {
    mutex = Mutex(state)
  }

  func withLock<Result: Sendable>(_ body: (inout sending State) -> Result) -> Result {
    mutex.withLock { body(&$0) }
  }
}
