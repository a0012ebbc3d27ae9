import TestSupport
import Testing

@testable import GlanceCore

@Suite struct LogLinesTests {
  @Test func keepsTheNewestLinesAndCountsTheDropped() {
    var log = LogLines(capacity: 3)
    for number in 1...5 { log.append("line \(number)") }
    #expect(log.lines.map(\.plainText) == ["line 3", "line 4", "line 5"])
    #expect(log.droppedCount == 2)
    log.removeAll()
    #expect(log.count == 0 && log.droppedCount == 0)
  }

  @Test func zeroOrNegativeCapacityKeepsNothing() {
    var log = LogLines(capacity: -4)
    log.append("x")
    #expect(log.count == 0 && log.droppedCount == 1 && log.capacity == 0)
  }
}

@Suite struct LogWidgetTests {
  static func log(_ count: Int, capacity: Int) -> LogLines {
    var log = LogLines(capacity: capacity)
    for number in 1...count { log.append("event \(number) \u{1B}[2J") }
    return log
  }

  @Test func newestLinesSitAtTheBottomUnderTheDroppedCount() {
    let text = renderedText(LogWidget(Self.log(6, capacity: 4)), width: 14, height: 4)
    #expect(text == "… 2 dropped\nevent 4 \u{FFFD}[2J\nevent 5 \u{FFFD}[2J\nevent 6 \u{FFFD}[2J")
  }

  @Test func aShortLogSitsAtTheBottomAndLongLinesAreCut() {
    let text = renderedText(
      LogWidget(Self.log(2, capacity: 4)), width: 9, height: 4, context: .plain)
    #expect(text == "\n\nevent 1 ~\nevent 2 ~")
  }

  @Test func withoutTheCountEveryRowIsALine() {
    let text = renderedText(
      LogWidget(Self.log(6, capacity: 4), showsDropped: false), width: 7, height: 2)
    #expect(text == "event …\nevent …")
  }
}

@Suite struct KeyValueListWidgetTests {
  static let entries = [
    KeyValueListWidget.Entry("rate", TableCell(.integer(1200, prefix: nil))),
    KeyValueListWidget.Entry("latency p99", TableCell(.number(.infinity, fractionDigits: 1))),
    KeyValueListWidget.Entry("name", TableCell("Café")),
  ]

  @Test func valuesSitAgainstTheRightEdge() {
    let text = renderedText(KeyValueListWidget(Self.entries), width: 18, height: 3)
    #expect(text == "rate          1200\nlatency p99     +∞\nname          Café")
  }

  @Test func valuesCanFollowTheLabels() {
    let text = renderedText(
      KeyValueListWidget(Self.entries, placement: .afterLabels(gap: 2)), width: 30, height: 3,
      context: .plain)
    #expect(text == "rate         1200\nlatency p99  +inf\nname         Café")
  }

  @Test func narrowRowsCutTheLabelFirst() {
    let text = renderedText(KeyValueListWidget(Self.entries), width: 8, height: 2)
    #expect(text == "ra… 1200\nlate… +∞")
  }
}
