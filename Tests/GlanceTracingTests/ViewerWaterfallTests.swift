import GlanceCore
import GlanceTesting
import GlanceTracing
import GlanceWire
import TestSupport
import Testing

@testable import Glance

/// A viewer attached from another terminal opens the slowest trace as a waterfall with its own
/// Enter, sees it at its own size, and goes back with Esc, as the local terminal does.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ViewerWaterfallTests {
  @Test func aViewersEnterOpensTheWaterfallAndEscGoesBack() async {
    let shown = TracingBoard(panels: ["Slowest"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 16))
    SlowestTracesPanelTests.request("GET /slow", total: .milliseconds(400), on: shown)
    await tester.settle()
    let probe = ViewerProbe()
    let connection = ViewerConnection(link: probe, board: shown.board)
    connection.received(
      ViewerProbe.bytes(
        .hello(
          versions: WireVersion.supported, size: TerminalSize(columns: 90, rows: 20),
          color: false, ascii: true, name: "viewer")))
    await probe.waitForScreen(showing: "1 slowest")
    #expect(!probe.text.contains("db.query"))

    connection.received(ViewerProbe.bytes(.keys([.enter])))
    await tester.advance(by: .milliseconds(100))
    await probe.waitForScreen(showing: "  db.query")
    #expect(probe.text.contains("GET /slow #"), "\(probe.text)")
    #expect(probe.text.contains("    cache.get"))
    #expect(probe.text.contains("rows fetched"))
    // The viewer's screen is its own size, drawn in ASCII as it asked.
    #expect(probe.text.split(separator: "\n", omittingEmptySubsequences: false).count == 20)
    #expect(!probe.text.contains("█"))

    connection.received(ViewerProbe.bytes(.keys([.escape])))
    await tester.advance(by: .milliseconds(100))
    await probe.waitForScreen(showing: "1 slowest")
    #expect(!probe.text.contains("db.query"))
  }
}
