import Synchronization

#if OBSERVER_MODEL_TSAN_LOCKS
  import Foundation

  /// The library's lock, in its ThreadSanitizer-visible form.
  ///
  /// `Synchronization.Mutex` on Linux waits on a futex that ThreadSanitizer cannot see, so every
  /// access it protects is reported as a race. `.ci/run` builds the sanitizer run with
  /// `-DOBSERVER_MODEL_TSAN_LOCKS`, which swaps in this `pthread_mutex_t` lock with the same
  /// `withLock` interface; the accesses it guards are then checked for real.
  package final class Lock<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(_ initialValue: consuming sending Value) {
      value = initialValue
      mutex = .allocate(capacity: 1)
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    package func withLock<Result, E: Error>(
      _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value)
    }
  }
#else
  /// The package's lock: `Synchronization.Mutex`. Visible to the dashboard through `package`
  /// access so that its thread-shared state is checked by the same sanitizer run. (See the `OBSERVER_MODEL_TSAN_LOCKS` branch of
  /// this file for the form used under ThreadSanitizer.)
  package typealias Lock<Value> = Mutex<Value>
#endif
