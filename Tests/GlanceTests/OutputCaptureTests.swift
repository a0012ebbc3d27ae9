import Dispatch
import Foundation
import GlanceCore
import GlanceTesting
import ObserverModel
import TestSupport
import Testing

@testable import Glance
@testable import GlanceTerminal

/// What the program prints while a board runs goes to the board's output panel, not to the
/// terminal, and nothing printed is lost: lines no frame showed are written to standard error
/// when the run ends, and a crash puts the streams back and repeats the last output. Each case
/// runs in a child process whose standard output and error the test reads.
@Suite(.threadOfItsOwn, .timeLimit(.minutes(1)))
struct OutputCaptureTests {
  static let writers = 4
  static let linesPerWriter = 5

  /// Keeps the screen in memory; types `q` once every expected line is on it.
  final class WaitingBackend: TerminalBackend, @unchecked Sendable {
    // @unchecked: the runtime uses it on its one terminal queue.
    let size = TerminalSize(columns: 100, rows: 40)
    private let screen = MemoryScreen(columns: 100, rows: 40)
    private let expected: [String]
    private var received: (@Sendable (TerminalInput) -> Void)?
    private var done = false

    init(expecting expected: [String]) { self.expected = expected }

    func write(_ changes: [CellChange], repaint: Bool) { screen.write(changes, repaint: repaint) }

    func flush() {
      let text = screen.text
      guard !done, expected.allSatisfy({ text.contains($0) }) else { return }
      done = true
      received?(.keys([.character("q")]))
    }

    func startReading(
      on queue: DispatchQueue, _ received: @escaping @Sendable (TerminalInput) -> Void
    ) {
      self.received = received
      queue.asyncAfter(deadline: .now() + 20) { _exit(4) }
    }
  }

  static var expectedLines: [String] {
    (0..<writers).flatMap { writer in
      (0..<linesPerWriter).map { "writer \(writer) line \($0)" }
    }
  }

  @MainActor
  static func printFromThreads() async -> Never {
    let board = Board("Output")
    let capture = OutputCapture()!
    let session = TerminalSession(
      board: board, backend: WaitingBackend(expecting: expectedLines),
      context: RenderContext(ascii: false, color: false), capture: capture, ended: { exit($0) })
    session.start()
    for writer in 0..<writers {
      Thread.detachNewThread {
        for line in 0..<linesPerWriter {
          if line.isMultiple(of: 2) {
            print("writer \(writer) line \(line)")
          } else {
            FileHandle.standardError.write(Data("writer \(writer) line \(line)\n".utf8))
          }
        }
      }
    }
    // The session exits the process when the backend has seen every line; until then this
    // child process waits on a stream that never yields.
    let (never, continuation) = AsyncStream<Void>.makeStream()
    for await _ in never {}
    withExtendedLifetime((session, continuation)) {}
    preconditionFailure("the session did not end the process")
  }

  @Test func linesPrintedFromThreadsShowInTheOutputPanelAndNotOnTheStreams() async {
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      await Self.printFromThreads()
    }
    let streams =
      String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
      + String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(!streams.contains("writer"))
  }

  @MainActor
  static func printThenQuit() {
    let board = Board("Output")
    let session = TerminalSession(
      board: board, backend: WaitingBackend(expecting: ["never shown"]),
      context: RenderContext(ascii: false, color: false), capture: OutputCapture()!,
      ended: { exit($0) })
    session.start()
    print("the last words")
    withExtendedLifetime(session) { board.quit() }
  }

  @Test func linesNoFrameShowedAreWrittenToStandardErrorAtTheEnd() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      await Self.printThenQuit()
    }
    let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(error.contains("the last words\n"))
  }

  @MainActor
  static func printThenCrash() {
    let board = Board("Output")
    let session = TerminalSession(
      board: board, backend: WaitingBackend(expecting: ["never shown"]),
      context: RenderContext(ascii: false, color: false), capture: OutputCapture()!,
      ended: { exit($0) })
    session.start()
    print("before the crash")
    withExtendedLifetime(session) { fatalError("the crash's own message") }
  }

  @Test func aCrashPutsTheStreamsBackAndRepeatsTheLastOutput() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await Self.printThenCrash()
    }
    let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(error.contains("before the crash"))
    #expect(error.contains("the crash's own message"))
  }

  @MainActor
  @Test func anArrangementThatDoesNotNameTheOutputPanelGetsItBelowOnceItHasLines() async {
    let board = Board("Arranged")
    let panel = board.panel("A")
    panel.show(TextWidget(["inside A"]))
    _ = board.outputPanel
    board.arrange(.columns(.panel(panel)))
    let tester = BoardTester(board)
    #expect(!tester.text.contains("Output"))
    board.capturedOutputFeed().feed.append("a printed line")
    await tester.settle()
    #expect(tester.text.contains("a printed line"))
    #expect(tester.text.contains("inside A"))
    let outputRow = tester.lines.firstIndex { $0.contains("Output") } ?? 0
    #expect(outputRow > tester.lines.count / 2)
  }
}
