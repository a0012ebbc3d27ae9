import Dispatch
import Foundation

/// Runs the real runtime against an in-memory screen: presses the scripted keys one main-loop
/// turn apart, keeps running for the requested time, then prints the final screen as text. Needs
/// no terminal, so it works in pipes, CI and documentation.
@MainActor
final class HeadlessRun {
  private let runtime: DashboardRuntime<InlineScreen<MemoryScreen>>
  private let keys: [Key]
  private let duration: Duration

  init(configuration: DashboardConfiguration, size: TerminalSize, keys: [Key], duration: Duration) {
    runtime = DashboardRuntime(
      state: DashboardState(configuration: configuration, size: size),
      models: DashboardModels(configuration: configuration),
      screen: InlineScreen(
        MemoryScreen(size: size),
        context: RenderContext(ascii: configuration.asciiOnly, color: false)),
      framesPerSecond: configuration.framesPerSecond)
    self.keys = keys
    self.duration = duration
  }

  /// Runs and exits the process; never returns.
  func run() -> Never {
    runtime.onQuit = { [unowned self] in finish() }
    runtime.start()
    press(keys[...])
    dispatchMain()
  }

  private func press(_ remaining: ArraySlice<Key>) {
    guard let key = remaining.first else {
      DispatchQueue.main.asyncAfter(deadline: .now() + duration.timeInterval) {
        MainActor.assumeIsolated { () -> Void in self.finish() }
      }
      return
    }
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        self.runtime.send(.key(key))
        if !self.runtime.state.hasQuit { self.press(remaining.dropFirst()) }
      }
    }
  }

  private func finish() -> Never {
    runtime.tick()
    let text = runtime.renderFromScratch().text
    runtime.models.stop()
    print(text)
    exit(0)
  }
}
