import Dispatch
import Foundation

/// Runs the real app against an in-memory screen: presses the scripted keys one main-loop turn
/// apart, keeps running for the requested time, then prints the final screen as text. Needs no
/// terminal, so it works in pipes, CI and documentation.
@MainActor
final class HeadlessSession {
  private let app: DashboardApp
  private let screen: MemoryScreen
  private let keys: [Key]
  private let duration: Duration
  private let context: RenderContext
  private var scheduler: FrameScheduler?

  init(configuration: DashboardConfiguration, size: TerminalSize, keys: [Key], duration: Duration) {
    app = DashboardApp(configuration: configuration, size: size)
    screen = MemoryScreen(size: size)
    self.keys = keys
    self.duration = duration
    context = RenderContext(ascii: configuration.asciiOnly, color: false)
  }

  /// Runs and exits the process; never returns.
  func run() -> Never {
    let scheduler = FrameScheduler(framesPerSecond: app.configuration.framesPerSecond) {
      [unowned self] in
      screen.present(app.render(context: context))
      app.frameDrawn()
    }
    self.scheduler = scheduler
    app.onNeedsDisplay = { scheduler.setNeedsDisplay() }
    app.onQuit = { [unowned self] in finish() }
    app.coalescedRedraws = { scheduler.coalescedRequests }
    app.start()
    press(keys[...])
    dispatchMain()
  }

  private func press(_ remaining: ArraySlice<Key>) {
    guard let key = remaining.first else {
      let nanoseconds =
        Int(duration.components.seconds) * 1_000_000_000
        + Int(duration.components.attoseconds / 1_000_000_000)
      DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
        MainActor.assumeIsolated { () -> Void in self.finish() }
      }
      return
    }
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        self.app.handle(key)
        if !self.app.hasQuit { self.press(remaining.dropFirst()) }
      }
    }
  }

  private func finish() -> Never {
    // `app.quit()` below calls back into here through `onQuit`; print only the state before it.
    app.onQuit = {}
    app.tick()
    let text = app.render(context: context).text
    app.quit()
    print(text)
    exit(0)
  }
}
