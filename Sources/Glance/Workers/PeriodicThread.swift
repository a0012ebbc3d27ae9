// The toolchain refuses a `Thread` subclass unless CoreFoundation is loaded in the file.
import CoreFoundation
import Foundation
import ObserverModel

/// A thread that does one piece of work, ``tick()``, every ``interval``: the producer behind a
/// live panel, such as a sampler or a simulation. Pausing, resuming, a new interval, a tick on
/// request and stopping take effect at once, and any thread may ask for them.
///
/// Hand it to ``Board/drive(_:)``: the board starts it with the run and stops it at the end. In
/// a deterministic headless run or a test, whose main loop has a virtual clock, the
/// board paces the ticks on that clock instead, on the main actor, so that the run repeats
/// exactly; change a paced thread on the main actor only.
///
/// ```swift
/// final class LoadSampler: PeriodicThread {
///   let load = Observer(0.0)
///   override func tick() { load.update(readLoadAverage()) }
/// }
/// ```
open class PeriodicThread: ObservableThread {
  /// The intervals the thread accepts; others are clamped into it.
  public let intervalBounds: ClosedRange<Duration>
  /// Every mutable field, guarded by `condition`.
  private var state: State
  private let condition = NSCondition()
  private let finished = DispatchSemaphore(value: 0)

  /// A thread that has not started, ticking every `interval` (clamped to `bounds`); a `paused`
  /// one ticks only on ``tickNow()``.
  public init(
    interval: Duration, bounds: ClosedRange<Duration> = .microseconds(100) ... .seconds(3600),
    paused: Bool = false
  ) {
    intervalBounds = bounds
    state = State(interval: interval.clamped(to: bounds), isPaused: paused)
    super.init()
  }

  /// The work of one tick, on this thread (or on the main actor when paced on a virtual clock),
  /// never two at once. Override it; the default does nothing.
  open func tick() {}

  /// The time between ticks, clamped to ``intervalBounds``; a change applies to the tick
  /// already waiting.
  public var interval: Duration {
    get { withState { $0.interval } }
    set { change { [intervalBounds] in $0.interval = newValue.clamped(to: intervalBounds) } }
  }

  /// Whether ticking is paused; resuming counts the next interval from then.
  public var isPaused: Bool {
    get { withState { $0.isPaused } }
    set {
      change {
        if $0.isPaused && !newValue { $0.resumed = true }
        $0.isPaused = newValue
      }
    }
  }

  /// How many ticks have started.
  public var tickCount: Int { withState { $0.ticks } }

  /// Ticks as soon as possible, paused or not; the next tick comes an interval later.
  public func tickNow() { change { $0.tickRequested = true } }

  /// Ends the thread promptly: it wakes and its `main()` returns.
  public func stop() {
    change { $0.stopRequested = true }
    super.cancel()
  }

  /// The same as ``stop()``.
  public final override func cancel() { stop() }

  /// Waits up to `timeout` for the thread to end (after `start()`); returns whether it did.
  package func waitUntilFinished(timeout: Duration = .seconds(5)) -> Bool {
    guard finished.wait(timeout: .now() + timeout.timeInterval) == .success else { return false }
    finished.signal()  // later waiters return at once too
    return true
  }

  /// The ticking loop; call `start()`, not this.
  public final override func main() {
    defer { finished.signal() }
    condition.lock()
    state.schedule.restart(at: .now)
    while true {
      switch state.next(at: .now, cancelled: isCancelled) {
      case .stop:
        condition.unlock()
        return
      case .tick:
        condition.unlock()
        tick()
        condition.lock()
      case .wait(nil): condition.wait()
      case .wait(let remaining?):
        _ = condition.wait(until: Date(timeIntervalSinceNow: remaining.seconds))
      }
    }
  }

  /// Ticks on `clock` instead of on a thread of its own (see ``Board/drive(_:)``).
  @MainActor
  func pace(on clock: VirtualMainLoopClock) {
    let pacer = VirtualTickPacer(thread: self, clock: clock)
    withState {
      $0.pacer = pacer
      $0.schedule.restart(at: clock.now)
    }
    pacer.reschedule()
  }

  /// What the pacer does next at `now`.
  func nextStep(at now: ContinuousClock.Instant) -> State.Step {
    withState { $0.next(at: now, cancelled: false) }
  }

  /// Applies `body` under the lock, then wakes the thread, or has its pacer decide again.
  private func change(_ body: (inout State) -> Void) {
    let pacer = withState(wake: true) {
      body(&$0)
      return $0.pacer
    }
    guard let pacer else { return }
    MainActor.preconditionIsolated(
      "a PeriodicThread paced on a virtual clock is changed on the main actor")
    MainActor.assumeIsolated { pacer.reschedule() }
  }

  /// Runs `body` under the lock; with `wake`, the thread then re-reads its state.
  private func withState<R>(wake: Bool = false, _ body: (inout State) -> R) -> R {
    condition.lock()
    defer {
      if wake { condition.broadcast() }
      condition.unlock()
    }
    return body(&state)
  }
}

extension PeriodicThread {
  /// A ``PeriodicThread``'s settings and schedule.
  struct State {
    /// What comes next: a tick, a wait (until woken when `nil`), or the end.
    enum Step: Equatable {
      case tick, wait(Duration?), stop
    }

    var interval: Duration
    var isPaused: Bool
    /// A resume waits for the next decision to restart the schedule at its `now`.
    var resumed = false
    var tickRequested = false
    var stopRequested = false
    var ticks = 0
    var schedule = TickSchedule(start: .now)
    /// Ticks come from the main loop's virtual clock through it, not from the thread.
    var pacer: VirtualTickPacer?

    init(interval: Duration, isPaused: Bool) {
      self.interval = interval
      self.isPaused = isPaused
    }

    /// Decides what comes next at `now`, counting a tick it starts.
    mutating func next(at now: ContinuousClock.Instant, cancelled: Bool) -> Step {
      if stopRequested || cancelled { return .stop }
      if resumed {
        resumed = false
        schedule.restart(at: now)
      }
      if tickRequested {
        tickRequested = false
        schedule.restart(at: now)
        ticks += 1
        return .tick
      }
      if isPaused { return .wait(nil) }
      let remaining = schedule.due(interval: interval) - now
      guard remaining <= .zero else { return .wait(remaining) }
      schedule.ticked(at: now, interval: interval)
      ticks += 1
      return .tick
    }
  }
}

extension Duration {
  fileprivate func clamped(to bounds: ClosedRange<Duration>) -> Duration {
    min(max(self, bounds.lowerBound), bounds.upperBound)
  }
}
