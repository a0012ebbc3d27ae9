import ObserverModel
import Testing

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

/// The real ``DashboardRuntime`` on an in-memory screen, for tests: its number thread is seeded
/// and starts paused, so numbers arrive only when a test asks for them; footer messages stay
/// until replaced; every event the runtime handles fires ``events``.
@MainActor
final class AppHarness {
  let runtime: DashboardRuntime<InlineScreen<MemoryScreen, Compositor>>
  /// Fired after every event the runtime handles.
  let events = RedrawSignal()
  private var compositor = Compositor(context: .standard)
  private var started = false

  /// A harness at `size`; with `start` the models are subscribed, the (paused) thread started
  /// and the launch announced, as in a real run.
  init(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), seed: UInt64 = 42,
    interval: Duration = .seconds(1), start: Bool = true
  ) {
    var configuration = DashboardConfiguration()
    configuration.seed = seed
    configuration.interval = interval
    let thread = RandomNumberThread(interval: interval, seed: seed, paused: true)
    runtime = DashboardRuntime(
      state: DashboardState(configuration: configuration, size: size, paused: true),
      models: DashboardModels(configuration: configuration, thread: thread),
      screen: InlineScreen(MemoryScreen(size: size), composer: Compositor(context: .standard)),
      framesPerSecond: 30)
    runtime.messageLifetime = nil
    runtime.onEvent = { [events] _ in events.fire() }
    if start {
      runtime.start()
      started = true
    }
  }

  var state: DashboardState { runtime.state }
  var models: DashboardModels { runtime.models }

  /// Sends statistics of `count` numbers, drawn from a generator seeded with `seed`, as the
  /// number thread's subscription would.
  func feedNumbers(_ count: Int, seed: UInt64 = 7) {
    var generator = SeededGenerator(seed: seed)
    var summary = state.numbers.summary
    for _ in 0..<count {
      summary.record(Int.random(in: state.numbers.range, using: &generator), capacity: 240)
    }
    runtime.send(.numbers(summary))
  }

  /// Presses each key in turn.
  func press(_ keys: Key...) {
    for key in keys { runtime.send(.key(key)) }
  }

  /// The whole screen as text. Also checks that the frame, which composes only what changed
  /// since the previous one, equals a frame composed from scratch. A new `context` starts a
  /// new compositor, as a new terminal session would.
  func screen(_ context: RenderContext = .standard) -> String {
    if compositor.context != context { compositor = Compositor(context: context) }
    let frame = compositor.compose(state)
    var fresh = Compositor(context: context)
    let scratch = fresh.compose(state)
    let same = frame == scratch  // compared outside #expect, which would print every cell
    #expect(same, "incremental frame:\n\(frame.text)\nfrom scratch:\n\(scratch.text)")
    return frame.text
  }

  /// The panels the harness's last ``screen(_:)`` composed.
  var lastComposed: Set<PanelID> { Set(compositor.lastComposed) }

  /// What the harness's compositor has drawn so far.
  var compositionCounts: CompositionCounts { compositor.counts }

  /// Returns once `condition` holds, re-checking after every event.
  func until(_ condition: () -> Bool) async {
    await events.wait(until: condition)
  }

  /// Waits until every lifecycle event sent so far has reached the state.
  func settleLifecycle() async {
    let hub = models.lifecycle
    await until { self.state.lifecycle.history == hub.history }
  }

  /// Quits and, when the thread was started, waits for it to end.
  func finish() {
    runtime.send(.action(.quit))
    if started { _ = models.thread.waitUntilFinished() }
  }
}
