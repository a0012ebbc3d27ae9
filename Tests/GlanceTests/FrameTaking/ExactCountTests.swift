import Foundation
import Glance
import GlanceCore
import GlanceTesting
import ObserverModel
import Synchronization
import TestSupport
import Testing

/// Every figure that says it counts every value does, with eight writers racing the frames that
/// take from them: a window's summary, a histogram, a rate and keyed rows equal a tally of what
/// the writers wrote. A binding that sampled (took one value a frame) would miss nearly all.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ExactCountTests {
  nonisolated static let writers = 8
  /// A tenth under a sanitizer: the frames the main actor draws until the writers end are work
  /// every other test's main-actor hop waits behind.
  nonisolated static let valuesPerWriter = scaledForSanitizer(4_000)

  /// The `step`th value of `writer`: spread over negative and positive numbers, different for
  /// every writer.
  nonisolated static func value(_ writer: Int, _ step: Int) -> Int {
    (writer * 7_919 + step * 104_729) % 20_011 - 10_000
  }

  /// Every value the writers write, in no particular order.
  static var everyValue: [Int] {
    (0..<writers).flatMap { writer in (0..<valuesPerWriter).map { value(writer, $0) } }
  }

  @Test func aTimeWindowsSummaryCountsEveryValue() async {
    let value = Observer(0)
    let board = Board("Exact")
    var shown: WindowSummary<Int>?
    var drawnValues = 0
    board.panel("window").showWindow(of: value, last: .seconds(3_600)) { window in
      shown = window.summary
      drawnValues = window.count
      return TextWidget(["\(window.count)"])
    }
    let tester = BoardTester(board)
    await whileFramesAreTaken(by: tester, writers: Self.writers) { writer in
      for step in 0..<Self.valuesPerWriter { value.update(Self.value(writer, step)) }
    }
    let all = [0] + Self.everyValue
    let summary = shown
    #expect(summary?.count == all.count)
    #expect(summary?.minimum == all.min())
    #expect(summary?.maximum == all.max())
    let mean = Double(all.reduce(0, +)) / Double(all.count)
    #expect(abs((summary?.mean ?? .nan) - mean) < 1e-9)
    // The window keeps one value a frame to draw: a sample, far fewer than the values counted.
    #expect(drawnValues < all.count)
  }

  @Test func aFloatingPointWindowCountsEveryValueAndLeavesOutNaN() async {
    let value = Observer(Double.nan)
    let board = Board("Exact")
    var shown: WindowSummary<Double>?
    board.panel("window").showWindow(of: value, last: .seconds(3_600)) { window in
      shown = window.summary
      return TextWidget([])
    }
    let tester = BoardTester(board)
    await whileFramesAreTaken(by: tester, writers: Self.writers) { writer in
      for step in 0..<Self.valuesPerWriter {
        value.update(step % 100 == 0 ? .nan : Double(Self.value(writer, step)))
      }
    }
    let counted = Self.everyValue.enumerated()
      .filter { ($0.offset % Self.valuesPerWriter) % 100 != 0 }.map { Double($0.element) }
    #expect(shown?.count == counted.count)
    #expect(shown?.minimum == counted.min())
    #expect(shown?.maximum == counted.max())
  }

  @Test func aCountWindowHoldsTheLastValuesWritten() async {
    let value = Observer(0)
    let board = Board("Exact")
    var shown: RollingWindow<Int>?
    board.panel("window").showWindow(of: value, last: .values(50)) { window in
      shown = window
      return TextWidget([])
    }
    let tester = BoardTester(board)
    await whileFramesAreTaken(by: tester, writers: 1) { _ in
      for step in 0..<Self.valuesPerWriter { value.update(step) }
    }
    let last = Array((Self.valuesPerWriter - 50)..<Self.valuesPerWriter)
    #expect(shown?.values == last)
    #expect(shown?.summary?.count == 50)
    #expect(shown?.summary?.minimum == last.first)
  }

  @Test func aHistogramCountsEveryValueInItsBucket() async {
    let latency = Observer(Double(0))
    let bounds: [Double] = [-5_000, -100, 0, 100, 5_000]
    let board = Board("Exact")
    var shown: HistogramCounts?
    board.panel("histogram").showHistogram(of: latency, upperBounds: bounds) { counts in
      shown = counts
      return HistogramWidget(counts)
    }
    let tester = BoardTester(board)
    await whileFramesAreTaken(by: tester, writers: Self.writers) { writer in
      for step in 0..<Self.valuesPerWriter { latency.update(Double(Self.value(writer, step))) }
    }
    // By hand, not with the histogram's own code: bucket i holds the values above the bound
    // before it and at most its own bound; the last, those above every bound. The observer's
    // first value, 0, is counted too.
    var expected = [Int](repeating: 0, count: bounds.count + 1)
    for value in [0] + Self.everyValue {
      expected[bounds.firstIndex { Double(value) <= $0 } ?? bounds.count] += 1
    }
    #expect(shown?.counts == expected)
    #expect(shown?.total == Self.writers * Self.valuesPerWriter + 1)
  }

  @Test func aValueOnABucketsBoundIsInThatBucket() async {
    let latency = Observer(Double(0))
    let bounds: [Double] = [-5_000, -100, 0, 100, 5_000]
    let board = Board("Exact")
    var shown: HistogramCounts?
    board.panel("histogram").showHistogram(of: latency, upperBounds: bounds) { counts in
      shown = counts
      return HistogramWidget(counts)
    }
    let tester = BoardTester(board)
    for value in [
      -5_001, -5_000, -4_999, -101, -100, -99, -1, 0, 1, 99, 100, 101, 4_999, 5_000, 5_001,
    ] {
      latency.update(Double(value))
    }
    await tester.settle()
    // ≤ -5000: -5001 -5000 | ≤ -100: -4999 -101 -100 | ≤ 0: -99 -1 0 and the first 0 |
    // ≤ 100: 1 99 100 | ≤ 5000: 101 4999 5000 | above: 5001
    #expect(shown?.counts == [2, 3, 4, 3, 3, 1])
  }

  @Test func aRateCountsEveryWave() async {
    let (transmitter, receiver) = Receiver<Int>.make(with: .hot)
    let board = Board("Exact")
    var shown: EventRate?
    board.panel("rate").showRate(of: receiver, over: .seconds(3_600)) { rate in
      shown = rate
      return TextWidget([])
    }
    let tester = BoardTester(board)
    await whileFramesAreTaken(by: tester, writers: Self.writers) { _ in
      for step in 0..<Self.valuesPerWriter { transmitter.broadcast(step) }
    }
    let total = Self.writers * Self.valuesPerWriter
    #expect(shown?.count == total)
    #expect(shown?.total == total)
  }

  @Test func keyedRowsEndOnEachKeysLastValue() async {
    let board = Board("Exact")
    var shown: [KeyedRow<Int, Int>] = []
    let rows = board.panel("rows").rowFeed(order: .ascending) { (rows: [KeyedRow<Int, Int>]) in
      shown = rows
      return TextWidget([])
    }
    let tester = BoardTester(board)
    // Each writer owns 25 keys; its last write to a key is known.
    await whileFramesAreTaken(by: tester, writers: Self.writers) { writer in
      for step in 0..<Self.valuesPerWriter { rows.set(step, for: writer * 25 + step % 25) }
    }
    let expected = (0..<(Self.writers * 25)).map { key in
      KeyedRow(key: key, value: Self.valuesPerWriter - 25 + key % 25)
    }
    #expect(shown == expected)
  }

  @Test func aHistogramFeedCountsEveryRecord() async {
    let bounds: [Double] = [-100, 0, 100]
    let board = Board("Exact")
    var shown: HistogramCounts?
    let feed = board.panel("histogram").histogramFeed(upperBounds: bounds) { counts in
      shown = counts
      return HistogramWidget(counts)
    }
    let tester = BoardTester(board)
    await whileFramesAreTaken(by: tester, writers: Self.writers) { writer in
      for step in 0..<Self.valuesPerWriter { feed.record(Double(Self.value(writer, step))) }
    }
    let expected = HistogramWidget.counts(
      of: Self.everyValue.map(Double.init), upperBounds: bounds)
    #expect(shown?.counts == expected.counts)
  }

  @Test func aLogFeedKeepsItsLastLinesAndCountsEveryOtherAsDropped() async {
    let board = Board("Exact")
    let feed = board.panel("log").logFeed(keep: 10)
    let tester = BoardTester(board, size: TerminalSize(columns: 60, rows: 20))
    await whileFramesAreTaken(by: tester, writers: Self.writers) { writer in
      for step in 0..<Self.valuesPerWriter { feed.append("writer \(writer) line \(step)") }
    }
    #expect(tester.text.contains("… \(Self.writers * Self.valuesPerWriter - 10) dropped"))
  }
}
