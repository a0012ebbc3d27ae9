import ObserverModel
import Testing

@testable import Dashboard

/// The real ``DashboardApp`` wired for tests: its number thread is seeded and starts paused, so
/// numbers arrive only when a test asks for them; every redraw request fires ``redraws``; the
/// session callbacks (invalidate, quit, footer messages) are counted.
@MainActor
final class AppHarness {
  let app: DashboardApp
  /// Fired on every redraw request the app makes (its `onNeedsDisplay`).
  let redraws = RedrawSignal()
  private(set) var invalidations = 0
  private(set) var quits = 0
  private(set) var footerMessages: [String] = []
  private var started = false

  /// A harness at `size`; with `start` the app subscribes, starts its (paused) thread and
  /// announces the launch, as a session does.
  init(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), seed: UInt64 = 42,
    interval: Duration = .seconds(1), start: Bool = true
  ) {
    var configuration = DashboardConfiguration()
    configuration.seed = seed
    configuration.interval = interval
    let thread = RandomNumberThread(interval: interval, seed: seed, paused: true)
    app = DashboardApp(configuration: configuration, size: size, thread: thread)
    app.onNeedsDisplay = { [redraws] in redraws.fire() }
    app.onInvalidate = { [unowned self] in invalidations += 1 }
    app.onQuit = { [unowned self] in quits += 1 }
    app.onFooterMessage = { [unowned self] in footerMessages.append($0) }
    if start {
      app.start()
      started = true
    }
  }

  /// Feeds `count` numbers, drawn from a generator seeded with `seed`, into the numbers panel's
  /// history exactly as the thread's observer callback does, but synchronously.
  func feedNumbers(_ count: Int, seed: UInt64 = 7) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<count {
      app.history.onRandomNumber(Int.random(in: app.thread.range, using: &generator))
    }
  }

  /// Presses each key in turn.
  func press(_ keys: Key...) {
    for key in keys { app.handle(key) }
  }

  /// The whole screen as text. Also checks that the app's frame, which composes only what
  /// changed since the previous one, equals a frame composed from scratch (unless the number
  /// thread changed the numbers in between).
  func screen(_ context: RenderContext = .standard) -> String {
    let numbers = (app.history.summary, app.extraPanel?.observer.heard.count)
    let frame = app.render(context: context)
    let fresh = app.renderFromScratch(context: context)
    if numbers == (app.history.summary, app.extraPanel?.observer.heard.count) {
      let same = frame == fresh  // compared outside #expect, which would print every cell
      #expect(same, "incremental frame:\n\(frame.text)\nfrom scratch:\n\(fresh.text)")
    }
    return frame.text
  }

  /// The hand-off panel, which shows the monitor's snapshot through a 250 ms throttle.
  var handoffPanel: HandoffPanel { app.panels[.handoff] as! HandoffPanel }

  /// Waits (on redraw requests, not on time) until the hand-off panel shows the monitor's
  /// current snapshot, so its figures on screen are the ones the test set up.
  func settleHandoff() async {
    let panel = handoffPanel
    let monitor = app.monitor
    await redraws.wait { panel.shown == monitor.snapshot }
  }

  /// Quits the app and, when its thread was started, waits for the thread to end.
  func finish() {
    app.quit()
    if started { _ = app.thread.waitUntilFinished() }
  }
}
