import Synchronization

/// A main-loop clock that stands still until its driver advances it: delayed work waits in a
/// list, and ``runNextTimer(notAfter:)`` jumps to the earliest due item and runs it. With it a
/// whole run is a deterministic sequence of steps, whatever the machine's speed.
///
/// Hand-off latencies read the same time (``elapsedTime``) from any thread; work done within one
/// step takes no virtual time.
@MainActor
final class VirtualMainLoopClock: MainLoopClock {
  /// The virtual time since the start of the run; readable from any thread.
  nonisolated let elapsedTime = VirtualElapsedTime()
  private let origin = ContinuousClock.now
  private var timers: [(due: Duration, order: Int, action: @MainActor () -> Void)] = []
  private var nextOrder = 0

  /// A clock standing at the start of the run.
  init() {}

  /// Virtual time since the start of the run.
  var elapsed: Duration { elapsedTime.value }

  /// The start of the run plus the virtual time elapsed.
  var now: ContinuousClock.Instant { origin + elapsed }

  /// Keeps `action` until the driver's time reaches `delay` from now.
  func run(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    timers.append((elapsed + max(delay, .zero), nextOrder, action))
    nextOrder += 1
  }

  /// Advances to the earliest delayed work due at or before `limit` (first scheduled first
  /// among equals) and runs it; returns `false`, leaving the time alone, when there is none.
  func runNextTimer(notAfter limit: Duration) -> Bool {
    guard
      let next = timers.indices.min(by: {
        (timers[$0].due, timers[$0].order) < (timers[$1].due, timers[$1].order)
      }), timers[next].due <= limit
    else { return false }
    let timer = timers.remove(at: next)
    elapsedTime.advance(to: timer.due)
    timer.action()
    return true
  }

  /// Moves the time forward to `instant` (never backwards) without running anything.
  func advance(to instant: Duration) {
    elapsedTime.advance(to: instant)
  }
}

/// The virtual elapsed time, shared with the threads that stamp hand-offs.
final class VirtualElapsedTime: Sendable {
  private let nanoseconds = Atomic<Int64>(0)

  /// No time elapsed.
  init() {}

  /// The time elapsed so far.
  var value: Duration { .nanoseconds(nanoseconds.load(ordering: .acquiring)) }

  /// Moves to `instant` if it is later than the current time.
  func advance(to instant: Duration) {
    let target =
      Int64(instant.components.seconds) * 1_000_000_000
      + instant.components.attoseconds / 1_000_000_000
    nanoseconds.max(target, ordering: .acquiringAndReleasing)
  }
}
