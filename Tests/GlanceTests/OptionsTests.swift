import Glance
import GlanceCore
import Testing

/// The command line every board understands, and the options a program adds to it.
@MainActor
@Suite struct OptionsTests {
  let rate = ProgramOption("--rate", value: "<HZ>", help: "Updates per second.") {
    Int($0) == nil ? "--rate must be a whole number, got '\($0)'" : nil
  }
  let verbose = ProgramOption("--verbose", help: "Say more.")

  @Test func theBoardsOwnOptionsParse() throws {
    let options = try BoardOptions.parse(
      ["--headless", "--size=120x40", "--keys", "ab<tab>", "--duration", "2s", "--fps", "60"],
      environment: ["NO_COLOR": "1"], localeIsUTF8: false)
    #expect(options.headless)
    #expect(options.size == TerminalSize(columns: 120, rows: 40))
    #expect(options.keys == [.character("a"), .character("b"), .tab])
    #expect(options.duration == .seconds(2))
    #expect(options.framesPerSecond == 60)
    #expect(!options.colorEnabled && options.asciiOnly)
    #expect(try BoardOptions.parse([]) == BoardOptions())
  }

  @Test func aProgramsOptionsParseBesideTheBoards() throws {
    let options = try BoardOptions.parse(
      ["--rate", "25", "--headless", "--verbose"], adding: [rate, verbose])
    #expect(options.headless)
    #expect(options.value(of: rate) == "25")
    #expect(options.value(of: verbose) == "")
    #expect(try BoardOptions.parse(["--rate=7"], adding: [rate]).value(of: rate) == "7")
    #expect(try BoardOptions.parse([], adding: [rate]).value(of: rate) == nil)
  }

  @Test(arguments: [
    (["--rate", "fast"], "--rate must be a whole number, got 'fast'"),
    (["--rate"], "--rate needs a value"),
    (["--verbose", "--loud"], "unknown option '--loud' (try --help)"),
  ])
  func badValuesAndUnknownOptionsAreErrors(arguments: [String], message: String) {
    #expect {
      try BoardOptions.parse(arguments, adding: [rate, verbose])
    } throws: { "\($0)" == message }
  }

  @Test func helpListsTheProgramsOptionsTheKeysAndTheStatisticsVariable() {
    let board = Board("Help")
    board.writesStatistics(toFileNamedBy: "APP_STATS")
    board.key("c", "clear the queue") {}
    let help = board.helpText(adding: [rate, verbose])
    #expect(help.hasPrefix("Help\n\nOPTIONS:\n"))
    #expect(help.contains("\n  --rate <HZ>             Updates per second.\n"))
    #expect(help.contains("\n  --verbose               Say more.\n"))
    #expect(help.contains("clear the queue"))
    #expect(help.contains("APP_STATS=PATH"))
    #expect(!board.helpText().contains("--rate"))
  }

  @Test func aBoardWritesNoStatisticsFileUnlessTheProgramTurnsItOn() {
    let board = Board("Quiet")
    #expect(!board.helpText().contains("=PATH"))
    #expect(!board.helpText().contains("STATS"))
  }
}
