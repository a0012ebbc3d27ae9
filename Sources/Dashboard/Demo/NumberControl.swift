import Glance

/// What the number keys change: the running thread, or in virtual time the pacer that draws
/// its numbers on the main loop.
@MainActor
protocol NumberControl: AnyObject {
  var isPaused: Bool { get set }
  var interval: Duration { get set }
  func generateNow()
}

extension RandomNumberThread: NumberControl {}

/// Paces the number thread on a ``VirtualMainLoopClock`` instead of letting it run, by the
/// thread's own rules: a number is due one interval after the last one, or after the resume or
/// "now" that restarted the schedule.
@MainActor
final class VirtualNumberPacer: NumberControl {
  private let thread: RandomNumberThread
  private let clock: VirtualMainLoopClock
  /// When the schedule last restarted: the last number, a resume or "now".
  private var since: Duration = .zero
  /// Identifies the pending timer; a restart makes older ones stale.
  private var generation = 0

  init(thread: RandomNumberThread, clock: VirtualMainLoopClock) {
    self.thread = thread
    self.clock = clock
  }

  var isPaused: Bool {
    get { thread.isPaused }
    set {
      thread.isPaused = newValue
      newValue ? schedule() : start()
    }
  }

  var interval: Duration {
    get { thread.interval }
    set {
      thread.interval = newValue
      schedule()
    }
  }

  /// Schedules the next number one interval from now.
  func start() {
    since = clock.elapsed
    schedule()
  }

  func generateNow() {
    thread.generateOnCurrentThread()
    start()
  }

  private func schedule() {
    generation += 1
    guard !thread.isPaused else { return }
    let expected = generation
    clock.run(after: since + thread.interval - clock.elapsed) { [weak self] in
      guard let self, generation == expected else { return }
      generateNow()
    }
  }
}
