import Foundation

/// A lock around a value, with the shape of `Synchronization.Mutex` (`withLock`), built on
/// `NSLock` (a pthread mutex).
///
/// Why not `Mutex`: on Linux ThreadSanitizer does not see `Synchronization.Mutex`'s
/// synchronization (eight threads appending to a `Mutex<[Int]>` are reported as a "Swift access
/// race"), so every `swift test --sanitize=thread` run over the key-path pipeline would report
/// false races and hide real ones. Pthread mutexes are intercepted by the sanitizer. As with
/// `Mutex`, the lock is only held for the closure, which never runs user code.
final class StateLock<State: Sendable>: @unchecked Sendable {
  // @unchecked: `state` is only read or written while `lock` is held.
  private let lock = NSLock()
  private var state: State

  init(_ initial: State) {
    state = initial
  }

  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
