import Dispatch
import Foundation
import Glance
import GlanceCore
import GlanceTerminal
import ObserverModel
import TestSupport
import Testing

/// A backend of the user's own reads input: keys and a new size that it reads reach the board
/// through ``Board/run(on:options:)``, and the end of its input ends the run. The `async` run
/// returns when the board ends, with the backend closed, so each case runs in the test process.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct BackendInputTests {
  /// Keeps the screen in memory and drives the run: it types `x` when reading starts, makes
  /// the screen wider once the press shows, and types `q` once a frame is that wide; it notes
  /// how far it got and whether it was closed.
  final class ScriptedBackend: TerminalBackend, @unchecked Sendable {
    // @unchecked: the runtime uses it on its one terminal queue.
    private(set) var size = TerminalSize(columns: 40, rows: 14)
    private var screen = MemoryScreen(columns: 40, rows: 14)
    private var received: (@Sendable (TerminalInput) -> Void)?
    private(set) var step = 0
    private(set) var isClosed = false
    /// What it reads once the run starts reading.
    enum Input {
      /// `x`, a wider screen once the press shows, then `q`.
      case script
      /// The end of its input, at once.
      case end
      /// Nothing, ever; it calls `readingStarted` instead.
      case nothing
    }
    private let input: Input
    private let readingStarted: @Sendable () -> Void

    init(_ input: Input = .script, readingStarted: @escaping @Sendable () -> Void = {}) {
      self.input = input
      self.readingStarted = readingStarted
    }

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
      switch input {
      case .nothing:
        readingStarted()
      case .end:
        received(.ended)
      case .script:
        step = 1
        received(.keys([.character("x")]))
      }
    }

    func close() {
      isClosed = true
    }
  }

  /// Runs a board on `backend` until the run returns, or records a failure when it has not
  /// returned within the wait limit; the board.
  private static func run(_ backend: ScriptedBackend) async -> Board {
    let presses = Observer(0)
    let board = Board("Input")
    board.panel("keys").show(presses) { TextWidget(["presses \($0)"]) }
    board.key("x", "count a press") { presses.update(presses.getValue() + 1) }
    await boundedWait("the board's run on the scripted backend returns") { waiter in
      Task {
        await board.run(on: backend)
        waiter.resume()
      }
    }
    return board
  }

  @Test func keysAndSizeReadByTheBackendReachTheBoard() async {
    let backend = ScriptedBackend()
    let board = await Self.run(backend)
    #expect(backend.step == 3)
    #expect(backend.isClosed)
    #expect(board.hasQuit)
  }

  @Test func theEndOfTheBackendsInputEndsTheRun() async {
    let backend = ScriptedBackend(.end)
    _ = await Self.run(backend)
    #expect(backend.step == 0)
    #expect(backend.isClosed)
  }

  @Test func cancellingTheTaskOfTheRunEndsItWithTheBackendClosed() async {
    let (reading, readingStarted) = AsyncStream<Void>.makeStream()
    let backend = ScriptedBackend(.nothing) { readingStarted.yield() }
    let board = Board("Input")
    let what = "the run returns once its task is cancelled"
    // The run ends on the main actor, which the other tests of a parallel run share.
    var deadline: Task<Void, Never>?
    await boundedWait(what) { waiter in
      let run = Task {
        await board.run(on: backend)
        waiter.resume()
      }
      Task {
        for await _ in reading { break }
        run.cancel()
      }
      deadline = mainActorDeadline(.seconds(5), what) { waiter.resume() }
    }
    deadline?.cancel()
    #expect(backend.isClosed)
    #expect(board.hasQuit)
  }
}
