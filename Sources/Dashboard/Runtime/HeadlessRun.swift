import Dispatch
import Foundation
import Glance
import GlanceCore
import GlanceTerminal

/// Runs the real runtime against an in-memory screen: presses the scripted keys one main-loop
/// turn apart, keeps running for the requested time, then prints the final screen as text. Needs
/// no terminal, so it works in pipes, CI and documentation.
///
/// With a seed the run is deterministic: it runs on a ``VirtualMainLoopClock``, the numbers are
/// drawn on the main loop in virtual time, and the time only moves from one scheduled step (a
/// number, a frame, a message expiring) to the next once the main loop has delivered everything
/// the previous step handed to it. The same arguments then print the same screen, byte for
/// byte, rates and latencies included (a hand-off within one step takes no virtual time).
@MainActor
final class HeadlessRun {
  private let runtime: DashboardRuntime<InlineScreen<MemoryScreen, Compositor>>
  private let virtualClock: VirtualMainLoopClock?
  private let keys: [Key]
  private let duration: Duration

  init(configuration: DashboardConfiguration, size: TerminalSize, keys: [Key], duration: Duration) {
    let virtualClock = configuration.seed == nil ? nil : VirtualMainLoopClock()
    runtime = DashboardRuntime(
      state: DashboardState(configuration: configuration, size: size),
      models: DashboardModels(configuration: configuration, virtualClock: virtualClock),
      screen: InlineScreen(
        MemoryScreen(size: size),
        composer: Compositor(context: RenderContext(ascii: configuration.asciiOnly, color: false))),
      framesPerSecond: configuration.framesPerSecond,
      clock: virtualClock ?? SystemMainLoopClock())
    self.virtualClock = virtualClock
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
      if let virtualClock {
        step(virtualClock, until: virtualClock.elapsed + duration)
      } else {
        runtime.clock.run(after: duration) { self.finish() }
      }
      return
    }
    nextTurn {
      self.runtime.send(.key(key))
      if !self.runtime.state.hasQuit { self.press(remaining.dropFirst()) }
    }
  }

  /// Runs the next scheduled step of virtual time, one per main-loop turn, until `end`. The main
  /// queue is first in, first out, so the hops a step scheduled run before the next step.
  private func step(_ clock: VirtualMainLoopClock, until end: Duration) {
    nextTurn {
      guard !self.runtime.state.hasQuit else { return }
      if clock.runNextTimer(notAfter: end) {
        self.step(clock, until: end)
      } else {
        clock.advance(to: end)
        self.finish()
      }
    }
  }

  private func nextTurn(_ body: @escaping @MainActor () -> Void) {
    DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
  }

  private func finish() -> Never {
    runtime.tick()
    let text = runtime.renderFromScratch().text
    runtime.models.stop()
    print(text)
    exit(0)
  }
}
