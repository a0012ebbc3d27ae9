import Glance
import GlanceCore
import GlanceLogging
import GlanceTesting
import Logging
import ObserverModel
import Testing

/// What a record shows: level, label, message, merged metadata and time; what a disabled level
/// and a multiplexed handler do.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct BoardLogRecordTests {
  @Test func aRecordShowsItsLevelLabelMessageAndMetadata() async {
    let fixture = LogBoard()
    let tester = fixture.tester()
    var logger = fixture.logger("db")
    logger[metadataKey: "node"] = "a"
    logger.warning("slow query", metadata: ["ms": "212"])
    await tester.settle()
    let rows = tester.records(containing: "slow query")
    #expect(rows.count == 1)
    let row = rows.first ?? ""
    #expect(row.hasSuffix("warning db: slow query ms=212 node=a"))
    // The local time, HH:MM:SS.mmm, first.
    let clock = row.prefix(12)
    #expect(clock.count == 12 && clock.dropFirst(8).first == ".")
    #expect(clock.filter(\.isNumber).count == 9)
    #expect(fixture.fallback.lines.isEmpty)
  }

  @Test func metadataMergesHandlerThenProviderThenStatement() async {
    let fixture = LogBoard()
    let tester = fixture.tester()
    let log = fixture.log
    let provider = Logger.MetadataProvider { ["request": "r1", "user": "provided"] }
    var logger = Logger(label: "api") {
      BoardLogHandler(label: $0, log: log, logLevel: .trace, metadataProvider: provider)
    }
    logger[metadataKey: "user"] = "handler"
    logger[metadataKey: "zone"] = "eu"
    logger.info("hello", metadata: ["request": "own"])
    await tester.settle()
    #expect(
      tester.records(containing: "hello").first?.hasSuffix(
        "info api: hello request=own user=provided zone=eu") == true)
  }

  @Test func aDisabledLevelReachesNeitherThePanelNorTheFallback() async {
    let fixture = LogBoard()
    let logger = fixture.logger("api", level: .info)
    logger.debug("before the board")
    let tester = fixture.tester()
    logger.debug("hidden detail")
    logger.info("shown")
    await tester.settle()
    #expect(tester.records(containing: "before the board").isEmpty)
    #expect(tester.records(containing: "hidden detail").isEmpty)
    #expect(tester.records(containing: "shown").count == 1)
    #expect(fixture.fallback.lines.isEmpty)
  }

  @Test func aMultiplexedServiceKeepsItsOwnOutputToo() async {
    let fixture = LogBoard()
    let tester = fixture.tester()
    let service = ServiceOutput()
    let log = fixture.log
    let logger = Logger(label: "http") { label in
      MultiplexLogHandler([
        BoardLogHandler(label: label, log: log), ServiceOutputHandler(output: service),
      ])
    }
    logger.error("upstream failed", metadata: ["status": "502"])
    await tester.settle()
    #expect(
      tester.records(containing: "upstream failed").first?.hasSuffix(
        "error http: upstream failed status=502") == true)
    #expect(service.messages == ["upstream failed"])
  }
}

/// What a service's usual handler wrote, beside the board.
final class ServiceOutput: Sendable {
  private let storage = Lock<[String]>([])
  func append(_ message: String) { storage.withLock { $0.append(message) } }
  var messages: [String] { storage.withLock { $0 } }
}

/// A service's usual handler: keeps each message.
struct ServiceOutputHandler: LogHandler {
  let output: ServiceOutput
  var logLevel = Logger.Level.info
  var metadata: Logger.Metadata = [:]

  func log(event: LogEvent) { output.append(event.message.description) }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }
}

/// Each level in its role: what a colour terminal shows.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LogLevelStyleTests {
  @Test func eachLevelIsDrawnInItsRole() async {
    let fixture = LogBoard()
    let tester = BoardTester(
      fixture.board, size: TerminalSize(columns: 120, rows: 40),
      context: RenderContext(glyphs: .unicode, colorEnabled: true))
    let logger = fixture.logger("api")
    for level in Logger.Level.allCases { logger.log(level: level, "styled-\(level)") }
    await tester.settle()
    await tester.advance(by: .seconds(1))
    let screen = tester.screen.buffer
    let rows = screen.lines()
    func role(of level: Logger.Level) -> Style? {
      guard let y = rows.firstIndex(where: { $0.contains("styled-\(level)") }),
        let x = rows[y].firstIndex(of: "s").map({
          rows[y].distance(from: rows[y].startIndex, to: $0)
        })
      else { return nil }
      return screen[x: x, y: y].style
    }
    #expect(role(of: .trace)?.role == .muted)
    #expect(role(of: .debug)?.role == .muted)
    #expect(role(of: .info)?.role == .normal)
    #expect(role(of: .notice)?.role == .accent)
    #expect(role(of: .warning)?.role == .warning)
    #expect(role(of: .error)?.role == .negative)
    #expect(role(of: .critical) == Style(.negative).bold)
  }
}
