import Glance

/// Paces the number thread on a ``VirtualMainLoopClock`` instead of letting it run: each number
/// is drawn on the main loop when its virtual time comes, through the thread's observers and
/// `notifyChange()` exactly as the running thread would. Pausing, resuming, a new interval and
/// "a number now" follow the thread's own rules: a number is due one interval after the last
/// one, or after the resume or "now" that restarted the schedule.
@MainActor
final class VirtualNumberPacer {
  private let thread: RandomNumberThread
  private let clock: VirtualMainLoopClock
  private var interval: Duration
  private var paused: Bool
  /// When the schedule last restarted: the last number, a resume or "now".
  private var since: Duration = .zero
  /// Identifies the pending timer; a restart makes the older ones stale.
  private var generation = 0

  init(thread: RandomNumberThread, clock: VirtualMainLoopClock) {
    self.thread = thread
    self.clock = clock
    interval = thread.interval
    paused = thread.isPaused
  }

  /// Schedules the first number one interval from now.
  func start() { restart() }

  /// Pauses or resumes the numbers; pausing drops the pending number.
  func setPaused(_ pause: Bool) {
    pause ? thread.pause() : thread.resume()
    paused = pause
    pause ? schedule() : restart()
  }

  /// Sets the time between numbers.
  func setInterval(_ newInterval: Duration) {
    thread.interval = newInterval
    interval = thread.interval
    schedule()
  }

  /// Draws a number now.
  func generateNow() {
    draw()
  }

  private func restart() {
    since = clock.elapsed
    schedule()
  }

  private func schedule() {
    generation += 1
    guard !paused else { return }
    let expected = generation
    clock.run(after: since + interval - clock.elapsed) { [weak self] in
      guard let self, generation == expected else { return }
      draw()
    }
  }

  private func draw() {
    thread.generateOnCurrentThread()
    restart()
  }
}
