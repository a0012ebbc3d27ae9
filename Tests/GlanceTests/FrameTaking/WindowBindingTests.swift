import Foundation
import Glance
import GlanceCore
import GlanceTesting
import ObserverModel
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WindowBindingTests {
  /// A window's values and summary as one line of text.
  static func describe(_ window: RollingWindow<Int>) -> String {
    guard let summary = window.summary else { return "empty" }
    let values = window.values.map(String.init).joined(separator: ",")
    return "[\(values)] min \(summary.minimum) max \(summary.maximum) mean \(summary.mean)"
  }

  /// A tester of a board whose one panel shows a window of `value` over `span`, each window
  /// drawn as the line `text` gives, and a closure giving the window the panel showed last.
  static func showingWindow(
    of value: Observer<Int>, last span: WindowSpan,
    text: @escaping @MainActor (RollingWindow<Int>) -> String = describe
  ) -> (tester: BoardTester, shown: () -> RollingWindow<Int>) {
    let board = Board("Window")
    var shown = RollingWindow<Int>(.values(1))
    board.panel("window").showWindow(of: value, last: span) { window in
      shown = window
      return TextWidget([text(window)])
    }
    return (BoardTester(board), { shown })
  }

  @Test func aCountWindowKeepsTheLastValuesAndSummarisesThem() async {
    let value = Observer(0)
    let (tester, shown) = Self.showingWindow(of: value, last: .values(5))
    await tester.settle()
    #expect(shown().values == [0])
    for number in [3, 9, 4, 7, 1, 8] {
      value.update(number)
      await tester.advance(by: frameInterval)
    }
    #expect(shown().values == [9, 4, 7, 1, 8])
    #expect(shown().summary == WindowSummary(count: 5, minimum: 1, maximum: 9, mean: 5.8))
    #expect(tester.text.contains("[9,4,7,1,8] min 1 max 9 mean 5.8"))
  }

  @Test func aTimeWindowDropsValuesAsTheBoardsClockPassesThem() async {
    let value = Observer(10)
    let (tester, shown) = Self.showingWindow(of: value, last: .seconds(3))
    await tester.settle()
    for number in [20, 30] {
      await tester.advance(by: .seconds(1))
      value.update(number)
      await tester.settle()
    }
    #expect(shown().values == [10, 20, 30])
    #expect(shown().times == [.zero, .seconds(1), .seconds(2)])
    #expect(shown().summary?.mean == 20)
    // No new value: the board's clock alone moves 10 (written at 0 s) out at 3 s.
    await tester.advance(by: .seconds(1))
    #expect(shown().values == [20, 30])
    #expect(tester.text.contains("[20,30] min 20 max 30 mean 25.0"))
    await tester.advance(by: .milliseconds(1_999))
    #expect(shown().values == [30])
    await tester.advance(by: .milliseconds(1))
    #expect(shown().isEmpty && shown().summary == nil)
    #expect(tester.text.contains("empty"))
  }

  @Test func aFloatingPointSummaryLeavesOutNaN() {
    var window = RollingWindow<Double>(.values(4))
    for (index, value) in [2.5, .nan, -1.5, 5].enumerated() {
      window.append(value, at: .seconds(index))
    }
    #expect(window.count == 4)
    #expect(window.summary == WindowSummary(count: 3, minimum: -1.5, maximum: 5, mean: 2))
  }

  @Test func windowsHoldingTheSameValuesAtTheSameTimesAreEqual() {
    var long = RollingWindow<Int>(.values(2))
    var short = RollingWindow<Int>(.values(2))
    for number in 0..<40 { long.append(number, at: .seconds(number)) }
    for number in 38..<40 { short.append(number, at: .seconds(number)) }
    #expect(long == short)
    short.append(40, at: .seconds(40))
    #expect(long != short)
  }

  @Test func aStoppedBoardsTimeWindowNoLongerChanges() async {
    let value = Observer(1)
    let board = Board("Window")
    var redraws = 0
    board.panel("window").showWindow(of: value, last: .seconds(1)) { window in
      redraws += 1
      return TextWidget([Self.describe(window)])
    }
    let tester = BoardTester(board)
    await tester.settle()
    board.stop()
    await tester.advance(by: .seconds(2))
    #expect(redraws == 1)
    #expect(tester.text.contains("[1] min 1 max 1 mean 1.0"))
  }

  @Test func historyHandsOverTheLastValuesOldestFirst() async {
    let value = Observer(1)
    let board = Board("History")
    board.panel("history").showHistory(of: value, last: 3) { values in
      TextWidget(["history \(values.map(String.init).joined(separator: " "))"])
    }
    let tester = BoardTester(board)
    await tester.settle()
    for number in 2...5 {
      value.update(number)
      await tester.advance(by: frameInterval)
    }
    #expect(tester.text.contains("history 3 4 5"))
  }

  @Test func aFastWriterCostsTheMainActorOneHopAndTheWindowEndsOnItsLastValue() async {
    let value = Observer(0)
    let (tester, shown) = Self.showingWindow(of: value, last: .values(120)) {
      "latest \($0.latest ?? -1)"
    }
    let board = tester.board
    // A frame after the first take, with nothing written since, the gate is open again.
    await tester.advance(by: frameInterval)
    let hopsBefore = board.handoffStatistics.hops
    let writes = scaledForSanitizer(100_000)
    whileMainActorIsBusy("\(writes) writes") { _ in
      for number in 1...writes { value.update(number) }
    }
    await tester.settle()
    #expect(board.handoffStatistics.hops - hopsBefore == 1)
    #expect(shown().values == Array(writes - 119...writes))
    #expect(tester.text.contains("latest \(writes)"))
  }

  @Test func aTimeWindowSampledAtEvenStepsTakesTheLatestValueAtEach() {
    var window = RollingWindow<Int>(.seconds(4))
    for (value, millisecond) in [(1, 500), (2, 700), (3, 2_100), (4, 4_000)] {
      window.append(value, at: .milliseconds(millisecond))
    }
    // Four steps of a second ending at 4 s: 1 s, 2 s, 3 s and 4 s.
    #expect(window.sampled(4) == [2, 2, 3, 4])
    // Eight steps of half a second from 0.5 s: nothing before the first value's arrival.
    #expect(window.sampled(8) == [1, 2, 2, 2, 3, 3, 3, 4])
    #expect(RollingWindow<Int>(.seconds(4)).sampled(3) == [nil, nil, nil])
    window.append(5, at: .milliseconds(6_000))  // 1 and 2 leave; steps at 4 s and 6 s
    #expect(window.sampled(2) == [4, 5])
    #expect(window.sampled(4) == [3, 4, 4, 5])
    // Checked for expiry at 7.5 s with no new value: the steps end there, not at 6 s.
    window.removeExpired(at: .milliseconds(7_500))
    #expect(window.sampled(4) == [4, 4, 5, 5])
  }

  @Test func aCountWindowSampledGivesItsLastValuesPaddedAtTheFront() {
    var window = RollingWindow<Int>(.values(3))
    for value in 1...5 { window.append(value, at: .seconds(value)) }
    #expect(window.sampled(2) == [4, 5])
    #expect(window.sampled(5) == [nil, nil, 3, 4, 5])
  }
}
