/// Ticks a paced ``PeriodicThread`` on a virtual clock, by the thread's own rules:
/// each decision either ticks or sets a timer for the next one, and any change to the thread
/// makes the timers already set stale.
@MainActor
final class VirtualTickPacer {
  private weak var thread: PeriodicThread?
  private let clock: VirtualMainLoopClock
  /// Identifies the timer set last; a later decision makes older ones stale.
  private var generation = 0

  init(thread: PeriodicThread, clock: VirtualMainLoopClock) {
    self.thread = thread
    self.clock = clock
  }

  /// Ticks while a tick is due, then sets a timer for the next one.
  func reschedule() {
    generation += 1
    let expected = generation
    while let thread {
      switch thread.nextStep(at: clock.now) {
      case .tick: thread.tick()
      case .wait(let delay?):
        clock.run(after: delay) { [weak self] in
          guard let self, generation == expected else { return }
          reschedule()
        }
        return
      case .wait(nil), .stop: return
      }
    }
  }
}
