import Dispatch
import Glance
import GlanceCore
import GlanceTerminal
import ObserverModel

/// The dashboard's one main loop, whatever the screen: events in (``send(_:)``), the pure
/// ``DashboardUpdate`` over the state, effects out to the models and the screen, and at most one
/// state per frame interval handed to the ``FrameScreen``, which composes and shows it (on the
/// terminal's own thread in a terminal run, so the main loop never holds a hop behind a frame).
/// The terminal, the headless mode and the tests all drive this same runtime.
@MainActor
final class DashboardRuntime<Screen: FrameScreen> where Screen.Composer == Compositor {
  /// What the screen shows.
  private(set) var state: DashboardState
  /// The models the state mirrors.
  let models: DashboardModels
  /// Where frames go.
  let screen: Screen
  /// Glyphs and colours for frames.
  var context: RenderContext { screen.context }
  /// How long a footer message stays; `nil` keeps messages until replaced (tests).
  var messageLifetime: Duration? = .seconds(3)
  /// Called once, after the quit effects ran (the terminal run restores the terminal and exits).
  var onQuit: @MainActor () -> Void = {}
  /// Called after every event (tests wait on it).
  var onEvent: @MainActor (DashboardEvent) -> Void = { _ in }

  /// The main loop's time: real, or virtual in a deterministic headless run.
  let clock: any MainLoopClock
  private var scheduler: FrameScheduler?
  private let startedAt: ContinuousClock.Instant
  private var timings = FrameTimings()

  /// A runtime showing `state` on `screen`.
  init(
    state: DashboardState, models: DashboardModels, screen: Screen, framesPerSecond: Int,
    clock: any MainLoopClock = SystemMainLoopClock()
  ) {
    self.state = state
    self.models = models
    self.screen = screen
    self.clock = clock
    startedAt = clock.now
    scheduler = FrameScheduler(framesPerSecond: framesPerSecond, clock: clock) { [weak self] in
      self?.drawFrame()
    }
  }

  /// Starts the models (their snapshots arrive as events) and draws the first frame.
  func start() {
    models.start { [weak self] event in self?.send(event) }
    tick()
    requestFrame()
  }

  /// Handles one event on the main loop: reduces it, carries out the effects, and asks for a
  /// frame when the state changed.
  func send(_ event: DashboardEvent) {
    let before = state
    let effects = DashboardUpdate.reduce(&state, event)
    for effect in effects { carryOut(effect) }
    if state != before || effects.contains(.repaint) { requestFrame() }
    onEvent(event)
  }

  private func carryOut(_ effect: DashboardEffect) {
    switch effect {
    case .repaint:
      screen.invalidate()
    case .expireMessage(let text):
      guard let lifetime = messageLifetime else { return }
      clock.run(after: lifetime) { [weak self] in self?.send(.messageExpired(text)) }
    case .quit:
      models.perform(effect)
      scheduler = nil
      onQuit()
    case .attachExtraObserver, .detachExtraObserver:
      models.perform(effect)
      tick()  // the observer counts changed
    default:
      models.perform(effect)
    }
  }

  /// Takes the once-a-second sample of the hand-off counters.
  func tick(now: ContinuousClock.Instant? = nil) {
    guard !state.hasQuit else { return }
    send(
      .tick(
        models.sample(
          at: now ?? clock.now, frames: timings.frames,
          coalescedRedraws: scheduler?.coalescedRequests ?? 0)))
  }

  private func requestFrame() {
    scheduler?.setNeedsDisplay()
  }

  /// Hands the current state to the screen, which composes and shows it.
  func drawFrame() {
    guard !state.hasQuit else { return }
    let number = timings.frameHandedOver()
    screen.present(state) { report in
      DispatchQueue.main.async {
        MainActor.assumeIsolated { [weak self] in self?.timings.frameShown(number, report) }
      }
    }
  }

  /// A key was read from the terminal at `instant` (for the key-to-flush time).
  func keyRead(at instant: ContinuousClock.Instant) {
    timings.keyRead(at: instant)
  }

  /// The frame the state would show now, composed from scratch (tests, headless output).
  func renderFromScratch() -> CellBuffer {
    var fresh = Compositor(context: context)
    return fresh.compose(state)
  }

  /// The run's totals so far (see ``RunStatistics``).
  var statistics: RunStatistics {
    let handoff = models.monitor.statistics
    let times = timings.statistics
    let elapsed = clock.now - startedAt
    return RunStatistics(
      seconds: elapsed.seconds, events: models.thread.generatedCount, hops: handoff.hops,
      frames: timings.frames, latencyP50: handoff.p50, latencyP99: handoff.p99,
      latencySamples: handoff.latencySamples, frameP50: times.frame.p50,
      frameP99: times.frame.p99, composeP50: times.compose.p50, composeP99: times.compose.p99,
      composeCPUP50: times.composeCPU.p50, composeCPUP99: times.composeCPU.p99,
      keyToFlushP50: times.keyToFlush.p50, keyToFlushP99: times.keyToFlush.p99,
      keySamples: times.keyToFlush.latencySamples, composed: timings.counts)
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
