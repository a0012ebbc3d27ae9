import Dispatch
import Foundation
import Glance
import GlanceCore
import GlanceTerminal
import ObserverModel
import Testing

/// A backend of the user's own reads input: keys and a new size that it reads reach the board
/// through ``Board/run(on:options:)``, and the end of its input ends the run. Each case runs in
/// a child process (the run never returns) and passes only if it exits as the backend expects.
@Suite(.timeLimit(.minutes(1)))
struct BackendInputTests {
  /// Keeps the screen in memory and drives the run: it types `x` when reading starts, makes
  /// the screen wider once the press shows, and types `q` once a frame is that wide. It exits 0
  /// from ``close()`` only if all three happened; the watchdog ends a run that stalled.
  final class ScriptedBackend: TerminalBackend, @unchecked Sendable {
    // @unchecked: the runtime uses it on its one terminal queue.
    private(set) var size = TerminalSize(columns: 40, rows: 14)
    private var screen = MemoryScreen(columns: 40, rows: 14)
    private var received: (@Sendable (TerminalInput) -> Void)?
    private var step = 0
    private let endsInput: Bool

    init(endsInput: Bool = false) { self.endsInput = endsInput }

    func write(_ changes: [CellChange], repaint: Bool) {
      if screen.size != size { screen.resize(to: size) }
      screen.write(changes, repaint: repaint)
    }

    func flush() {
      if step == 1, screen.text.contains("presses 1") {
        step = 2
        size = TerminalSize(columns: 50, rows: 14)
        received?(.resized)
      } else if step == 2, screen.size.columns == 50 {
        step = 3
        received?(.keys([.character("q")]))
      }
    }

    func startReading(
      on queue: DispatchQueue, _ received: @escaping @Sendable (TerminalInput) -> Void
    ) {
      self.received = received
      queue.asyncAfter(deadline: .now() + 20) { _exit(4) }
      if endsInput {
        received(.ended)
      } else {
        step = 1
        received(.keys([.character("x")]))
      }
    }

    func close() {
      if !endsInput { exit(step == 3 ? 0 : 5) }
    }
  }

  @MainActor
  private static func run(_ backend: sending ScriptedBackend) async -> Never {
    let presses = Observer(0)
    let board = Board("Input")
    board.panel("keys").show(presses) { TextWidget(["presses \($0)"]) }
    board.key("x", "count a press") { presses.update(presses.getValue() + 1) }
    await board.run(on: backend)
  }

  @Test func keysAndSizeReadByTheBackendReachTheBoard() async {
    await #expect(processExitsWith: .success) {
      await Self.run(ScriptedBackend())
    }
  }

  @Test func theEndOfTheBackendsInputEndsTheRun() async {
    await #expect(processExitsWith: .exitCode(1)) {
      await Self.run(ScriptedBackend(endsInput: true))
    }
  }
}
