import GlanceCore
import GlanceTerminal
import GlanceTesting
import GlanceWire
import ObserverModel
import TestSupport
import Testing

@testable import Glance

/// A viewer attached from another terminal sees the board at its own size, with its own help,
/// focus and footer message, drives the program's bindings with its keys, and leaves without
/// ending the program; what it sends that the protocol does not allow closes its connection with
/// a message.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct RemoteViewerTests {
  let counter = Observer(0)
  let tester: BoardTester
  let probe = ViewerProbe()
  let connection: ViewerConnection

  init() {
    let board = Board("Remote")
    board.panel("Count").show(counter) { TextWidget(["count \($0)"]) }
    board.panel("Other").show(TextWidget(["other"]))
    board.key("+", "add one") { [counter] in counter.update(counter.value + 1) }
    tester = BoardTester(board, size: TerminalSize(columns: 80, rows: 24))
    connection = ViewerConnection(link: probe, board: board)
  }

  func attach(
    size: TerminalSize = TerminalSize(columns: 60, rows: 16),
    versions: ClosedRange<UInt16> = WireVersion.supported
  ) async {
    await tester.settle()
    connection.received(
      ViewerProbe.bytes(
        .hello(versions: versions, size: size, color: false, ascii: false, name: "test")))
    await probe.waitForMessages(2)
  }

  /// Sends keys, as the viewer's user types them.
  func press(_ keys: Key...) {
    connection.received(ViewerProbe.bytes(.keys(keys)))
  }

  /// The board takes `RemoteViewers.limit` viewers: one more is refused, saying that the board
  /// is full, and the others stay attached.
  @Test func aViewerOverTheCapIsRefusedAndTheOthersStay() async {
    await attach()
    let hello = ViewerProbe.bytes(
      .hello(
        versions: WireVersion.supported, size: TerminalSize(columns: 40, rows: 10), color: false,
        ascii: false, name: "tab"))
    var others: [ViewerConnection] = []
    for _ in 1..<RemoteViewers.limit {
      let probe = ViewerProbe()
      let other = ViewerConnection(link: probe, board: tester.board)
      other.received(hello)
      await probe.waitForMessages(2)
      others.append(other)
    }
    #expect(tester.board.remote.viewers.count == RemoteViewers.limit)
    let refused = ViewerProbe()
    let extra = ViewerConnection(link: refused, board: tester.board)
    extra.received(hello)
    await refused.waitForMessages(1)
    guard case .refused(let reason, _) = refused.messages.first else {
      Issue.record("the viewer over the cap got \(refused.messages.first as Any)")
      return
    }
    #expect(reason == .full(limit: RemoteViewers.limit))
    #expect(tester.board.remote.viewers.count == RemoteViewers.limit)
    withExtendedLifetime((others, extra)) {}
  }

  @Test func aViewerIsWelcomedAndSeesTheBoardAtItsOwnSize() async {
    await attach()
    guard case .welcome(let version, _, _, let title) = probe.messages.first else {
      Issue.record("first message: \(probe.messages.first as Any)")
      return
    }
    #expect(version == WireVersion.supported.upperBound && title == "Remote")
    await probe.waitForScreen(showing: "count 0")
    let lines = probe.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 16)
    #expect(probe.text.contains("q detach"))
  }

  /// A viewer gets frames in the version both speak: relative runs only for one that offers
  /// version 2, so that an older `glance` still reads every frame.
  @Test(arguments: [1...1, 1...2, 2...2] as [ClosedRange<UInt16>])
  func aViewerGetsFramesInTheVersionItAgreedOn(versions: ClosedRange<UInt16>) async {
    await attach(versions: versions)
    guard case .welcome(let version, _, _, _) = probe.messages.first else {
      Issue.record("first message: \(probe.messages.first as Any)")
      return
    }
    #expect(version == versions.upperBound)
    counter.update(1)
    await tester.advance(by: .milliseconds(100))
    await probe.waitForScreen(showing: "count 1")
    #expect(probe.frameVersions.count >= 2)
    #expect(probe.frameVersions.allSatisfy { $0 == version })
  }

  @Test(arguments: [true, false])
  func aViewerHasTheBoardsLastStateBeforeTheServerSaysThatTheBoardQuit(
    hostReadsLastScreen: Bool
  ) async throws {
    // A board on a terminal, or served only, does not read its own last screen: the viewer
    // must get the changes of the last moment all the same.
    let runtime = try #require(tester.board.host as? BoardRuntime<InlineScreen<MemoryScreen>>)
    runtime.readsLastScreen = hostReadsLastScreen
    await attach()
    await probe.waitForScreen(showing: "count 0")
    var screenWhenTheServerStops = ""
    tester.board.afterLastFrame { [probe] in screenWhenTheServerStops = probe.text }
    // A change with no frame to show it: the test's clock stands still.
    counter.update(7)
    tester.board.end()
    #expect(screenWhenTheServerStops.contains("count 7"), "\(screenWhenTheServerStops)")
  }

  @Test func keysRunTheProgramsBindingsAndTheViewerSeesTheResult() async {
    await attach()
    press(.character("+"), .character("+"))
    await tester.settle()
    await tester.advance(by: .milliseconds(100))  // the next frame
    await probe.waitForScreen(showing: "count 2")
    #expect(counter.value == 2)
  }

  @Test func helpFocusAndMessagesBelongToTheViewer() async {
    await attach()
    press(.character("?"))
    await probe.waitForScreen(showing: "detach this viewer")
    #expect(!tester.board.isHelpVisible && !tester.text.contains("detach"))
    press(.escape, .character("x"))
    await probe.waitForScreen(showing: "x does nothing here")
    #expect(!probe.text.contains("detach this viewer"))
    #expect(tester.board.footerMessage == nil)
    press(.tab)
    await probe.waitForScreen(showing: "q detach")
    #expect(tester.board.focusedPanel === tester.board.panels[0])
  }

  @Test func zZoomsTheViewersFocusedPanelOnly() async {
    await attach()
    await probe.waitForScreen(showing: "other")
    press(.tab, .character("z"))
    // At the viewer's full width of 60 columns.
    await probe.waitForScreen(showing: "┏━ Other " + String(repeating: "━", count: 50) + "┓")
    #expect(!probe.text.contains("count 0"))
    // The program's own screen keeps every panel.
    #expect(tester.text.contains("count 0") && tester.text.contains("other"))
    press(.character("z"))
    await probe.waitForScreen(showing: "count 0")
  }

  @Test func escapeClosesTheViewersHelpBeforeAProgramsBindingOfEscapeRuns() async {
    var escapes = 0
    tester.board.key([.escape]) { _ in escapes += 1 }
    await attach()
    press(.character("?"))
    await probe.waitForScreen(showing: "detach this viewer")
    press(.escape, .character("x"))
    await probe.waitForScreen(showing: "x does nothing here")
    #expect(!probe.text.contains("detach this viewer"))
    #expect(escapes == 0)
    press(.escape)
    await tester.settle()
    #expect(escapes == 1)
  }

  @Test func theQuitKeyDetachesTheViewerAndTheProgramRuns() async {
    await attach()
    connection.received(ViewerProbe.bytes(.keys([.character("q")])))
    await probe.waitForMessages(3)
    #expect(probe.messages.last == .ended(reason: .detached))
    #expect(probe.isClosed && !tester.board.hasQuit)
    #expect(tester.board.remote.viewers.isEmpty)
  }

  @Test func aSmallViewerGetsTheTooSmallScreen() async {
    await attach(size: TerminalSize(columns: 20, rows: 6))
    #expect(probe.text.contains("small"))
  }

  @Test func malformedBytesCloseTheConnectionWithAMessage() async {
    connection.received([0, 0, 0, 1, 0x7E])
    await probe.waitForMessages(1)
    guard case .ended(let reason) = probe.messages.first else {
      Issue.record("got \(probe.messages)")
      return
    }
    guard case .unreadable(let problem) = reason else {
      Issue.record("ended for \(reason)")
      return
    }
    #expect(problem.contains("malformed"))
    #expect(probe.isClosed)
  }

  @Test func aViewerOfOtherVersionsIsToldWhichVersionsTheProgramSpeaks() async {
    connection.received(
      ViewerProbe.bytes(
        .hello(
          versions: 5...6, size: TerminalSize(columns: 80, rows: 24), color: true, ascii: false,
          name: "x")))
    await probe.waitForMessages(1)
    #expect(
      probe.messages.first
        == .refused(
          reason: .versionMismatch(
            "wire versions do not match: this side speaks versions 1–2, the other side speaks versions 5–6"
          ),
          versions: WireVersion.supported))
  }

  @Test func aViewerThatFallsBehindGetsOnlyTheLatestFrameWhenItCatchesUp() async {
    await attach()
    probe.isBackedUp = true
    for _ in 0..<5 {
      counter.update(counter.value + 1)
      await tester.advance(by: .milliseconds(100))
    }
    #expect(probe.frameCount == 1)
    probe.isBackedUp = false
    connection.drained()
    await probe.waitForMessages(3)
    #expect(probe.frameCount == 2)
    #expect(probe.text.contains("count 5"))
  }

  @Test func aViewerThatFallsBehindHoldsBackNeitherAnotherViewerNorTheBoard() async {
    await attach()
    let other = ViewerProbe()
    let second = ViewerConnection(link: other, board: tester.board)
    second.received(
      ViewerProbe.bytes(
        .hello(
          versions: 1...1, size: TerminalSize(columns: 50, rows: 12), color: false, ascii: true,
          name: "other")))
    await other.waitForScreen(showing: "count 0")
    probe.isBackedUp = true
    for step in 1...5 {
      counter.update(step)
      await tester.advance(by: .milliseconds(100))
      await other.waitForScreen(showing: "count \(step)")
      #expect(tester.text.contains("count \(step)"))
    }
    #expect(probe.frameCount == 1)
  }
}
