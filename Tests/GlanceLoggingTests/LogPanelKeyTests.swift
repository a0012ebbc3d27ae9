import Glance
import GlanceCore
import GlanceLogging
import Logging
import Testing

/// The log panel's keys: minimum level, label, scrolling back and forth, and their help.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LogPanelKeyTests {
  @Test func theLevelKeyShowsTheNextLevelAndUpThenEveryLevelAgain() async {
    let fixture = LogBoard()
    let tester = fixture.tester()
    let logger = fixture.logger("api")
    for level in Logger.Level.allCases { logger.log(level: level, "at-\(level)") }
    await tester.settle()
    #expect(tester.records(containing: "at-").count == 7)
    tester.press(.character("v"), .character("v"), .character("v"), .character("v"))
    let shown = tester.records(containing: "at-").map { $0.split(separator: " ")[1] }
    #expect(shown == ["warning", "error", "critical"])
    #expect(tester.text.contains("warning and up"))
    tester.press(.character("v"), .character("v"), .character("v"))
    #expect(tester.records(containing: "at-").count == 7)
    #expect(!tester.text.contains("and up"))
  }

  /// A service logs at info and up: the levels below never show, so one press must hide info.
  /// Each press hides the lowest level shown; once nothing shows, every level shows again.
  @Test func oneLevelKeyPressHidesTheLowestLevelShownAndTheNextShowsAllAgain() async {
    let fixture = LogBoard()
    let tester = fixture.tester()
    let logger = fixture.logger("api", level: .info)
    logger.info("at-info")
    logger.warning("at-warning")
    await tester.settle()
    #expect(tester.records(containing: "at-").count == 2)
    tester.press(.character("v"))
    #expect(tester.records(containing: "at-").map { $0.split(separator: " ")[1] } == ["warning"])
    #expect(tester.text.contains("notice and up"))
    tester.press(.character("v"))
    #expect(tester.records(containing: "at-").count == 0)
    tester.press(.character("v"))
    #expect(tester.records(containing: "at-").count == 2)
    #expect(!tester.text.contains("and up"))
  }

  @Test func theLabelKeyShowsOneLabelAfterAnotherThenEveryLabel() async {
    let fixture = LogBoard()
    let tester = fixture.tester()
    for label in ["worker", "api", "db"] { fixture.logger(label).info("from-\(label)") }
    await tester.settle()
    func labels() -> [String] {
      tester.records(containing: "from-").map { String($0.split(separator: " ")[2].dropLast()) }
    }
    #expect(labels() == ["worker", "api", "db"])
    tester.press(.character("l"))
    #expect(labels() == ["api"])
    #expect(tester.text.contains("label api"))
    tester.press(.character("l"))
    #expect(labels() == ["db"])
    tester.press(.character("l"))
    #expect(labels() == ["worker"])
    tester.press(.character("l"))
    #expect(labels() == ["worker", "api", "db"])
  }

  @Test func pageKeysScrollBackAndHomeAndEndGoToEitherEnd() async {
    let fixture = LogBoard()
    // 24 rows: the only panel has 20 rows inside its border, a page.
    let tester = fixture.tester(columns: 80, rows: 24)
    let logger = fixture.logger("api")
    for index in 0..<50 { logger.info("entry-\(index + 100)") }
    await tester.settle()
    func shown() -> ClosedRange<Int>? {
      let numbers = tester.records(containing: "entry-").compactMap {
        Int($0.split(separator: "-").last ?? "")
      }
      guard let first = numbers.first, let last = numbers.last else { return nil }
      #expect(numbers == Array(first...last))
      return first...last
    }
    #expect(shown() == 130...149)
    tester.press(.pageUp)
    #expect(shown() == 110...129)
    #expect(tester.text.contains("20 newer below"))
    tester.press(.pageUp)
    #expect(shown() == 100...119)
    tester.press(.pageDown)
    #expect(shown() == 120...139)
    tester.press(.home)
    #expect(shown() == 100...119)
    tester.press(.pageDown)
    #expect(shown() == 120...139)
    tester.press(.end)
    #expect(shown() == 130...149)
    #expect(!tester.text.contains("newer below"))
    // A page scrolled back stays on its lines while new records arrive.
    tester.press(.pageUp)
    for index in 50..<55 { logger.info("entry-\(index + 100)") }
    await tester.settle()
    #expect(shown() == 110...129)
    #expect(tester.text.contains("25 newer below"))
  }

  /// A page scrolled back counts only the new records it would show: records its level
  /// hides arrive below it without moving it.
  @Test func aPageScrolledBackStaysOnItsLinesWhileHiddenRecordsArrive() async {
    let fixture = LogBoard()
    let tester = fixture.tester(columns: 80, rows: 24)
    let logger = fixture.logger("api")
    logger.info("hidden-0")
    for index in 0..<50 { logger.warning("entry-\(index + 100)") }
    await tester.settle()
    tester.press(.character("v"))
    #expect(tester.records(containing: "hidden-").isEmpty)
    tester.press(.pageUp)
    let page = tester.records(containing: "entry-")
    #expect(page.first?.hasSuffix("entry-110") == true)
    for index in 1...5 { logger.info("hidden-\(index)") }
    await tester.settle()
    #expect(tester.records(containing: "entry-") == page)
    #expect(tester.text.contains("20 newer below"))
  }

  @Test func aPageOfItsOwnScrollsThatManyLines() async {
    let fixture = LogBoard(keys: LogPanelKeys(page: 5))
    let tester = fixture.tester(columns: 80, rows: 24)
    let logger = fixture.logger("api")
    for index in 0..<50 { logger.info("entry-\(index + 100)") }
    await tester.settle()
    tester.press(.pageUp)
    #expect(tester.records(containing: "entry-").first?.hasSuffix("entry-125") == true)
    #expect(tester.records(containing: "entry-").last?.hasSuffix("entry-144") == true)
  }

  @Test func theHelpListsThePanelsKeys() async {
    let fixture = LogBoard()
    let tester = fixture.tester()
    tester.press(.character("?"))
    let help = tester.text
    #expect(help.contains("Log: hide the lowest level shown"))
    #expect(help.contains("Log: show the next label"))
    #expect(help.contains("PgUp  PgDn"))
    #expect(help.contains("Log: scroll back, forward"))
    #expect(help.contains("Home  End"))
  }

  @Test func aPanelWithoutKeysBindsNone() async {
    let fixture = LogBoard(keys: nil)
    let tester = fixture.tester()
    tester.press(.pageUp)
    #expect(fixture.board.footerMessage?.hasPrefix("PgUp does nothing here") == true)
  }
}
