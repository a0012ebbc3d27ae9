import Foundation
import Synchronization

/// A log panel's fallback, which any logging thread may call, held so that a closure that is not
/// `Sendable` (a stored closure, one that appends to a local array) is safe to call: the calls
/// never overlap, and each sees the one before it.
///
/// The closure was sent here (`sending`), so no one else holds it. Calls are serialised by an
/// `NSLock` (a pthread mutex, which ThreadSanitizer sees) held while the closure runs: the one
/// place in the kit where a lock is held over user code, because the alternative, handing lines
/// to a thread of its own, could lose the last ones when the process exits. A fallback that logs
/// again on the same thread would deadlock on that lock, so that call writes to standard error
/// instead.
final class SerialFallback: @unchecked Sendable {
  // @unchecked: `write` is only called with `lock` held, by one thread at a time.
  private let write: (String) -> Void
  private let lock = NSLock()
  /// The thread that holds `lock` while it runs `write`, 0 when none.
  private let owner = Atomic<UInt>(0)

  init(_ write: sending @escaping (String) -> Void) { self.write = write }

  /// Calls the closure with `line`, after any call in progress on another thread ends.
  func callAsFunction(_ line: String) {
    let me = UInt(bitPattern: Int(bitPattern: ObjectIdentifier(Thread.current)))
    guard owner.load(ordering: .relaxed) != me else { return BoardLog.standardError(line) }
    lock.lock()
    owner.store(me, ordering: .relaxed)
    defer {
      owner.store(0, ordering: .relaxed)
      lock.unlock()
    }
    write(line)
  }
}
