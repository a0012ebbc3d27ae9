import GlanceCore
import GlanceTesting
import ObserverModel
import Testing

@testable import Glance

/// The frame doorbell never loses a wake: a write that lands while a frame reopens the
/// doorbell either rings it or is found by the frame's look for writes. The tester here takes
/// values only through the frames their writes wake, as a real run does.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LostWakeTests {
  @Test func aWriteWhileTheDoorbellReopensReachesTheScreen() async {
    let board = Board("Wake")
    let value = Observer(0)
    board.panel("Value").show(value) { TextWidget(["value \($0)"]) }
    let tester = BoardTester(
      board, size: TerminalSize(columns: 40, rows: 12), takesOnlyWhenWoken: true)
    value.update(1)
    await tester.advance(by: .milliseconds(100))
    #expect(tester.text.contains("value 1"))
    // The next frame's reopening writes 2 at the one moment a check made before the reopening
    // would miss, with the doorbell still rung from the write of 3.
    board.taking.afterReopen = {
      board.taking.afterReopen = nil
      value.update(2)
    }
    value.update(3)
    await tester.advance(by: .milliseconds(100))
    #expect(tester.text.contains("value 2"))
  }

  /// A write made during a frame, after its take and before the doorbell reopens, finds the
  /// doorbell still rung and does not ring it: only the reopening's look for filled mailboxes
  /// can ask for the frame that shows it. Here the panel's content writes it, which runs
  /// between the take and the reopening.
  @Test func aWriteBetweenTheTakeAndTheReopeningReachesTheScreen() async {
    let board = Board("Wake")
    let value = Observer(0)
    var wroteDuringTheFrame = false
    board.panel("Value").show(value) { shown in
      if shown == 1, !wroteDuringTheFrame {
        wroteDuringTheFrame = true
        value.update(2)
      }
      return TextWidget(["value \(shown)"])
    }
    let tester = BoardTester(
      board, size: TerminalSize(columns: 40, rows: 12), takesOnlyWhenWoken: true)
    value.update(1)
    await tester.advance(by: .milliseconds(100))
    #expect(wroteDuringTheFrame)
    #expect(tester.text.contains("value 2"))
  }

  @Test func valuesReachTheScreenOnlyThroughTheFramesTheyWake() async {
    let board = Board("Wake")
    let value = Observer(0)
    board.panel("Value").show(value) { TextWidget(["value \($0)"]) }
    let tester = BoardTester(
      board, size: TerminalSize(columns: 40, rows: 12), takesOnlyWhenWoken: true)
    for written in 1...5 {
      value.update(written)
      await tester.advance(by: .milliseconds(40))
      #expect(tester.text.contains("value \(written)"))
    }
  }
}
