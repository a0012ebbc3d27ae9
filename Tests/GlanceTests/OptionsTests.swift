import ArgumentParser
import Glance
import GlanceCore
import Testing

/// The command line every board understands (``BoardArguments``), alone and as an `@OptionGroup`
/// beside a program's own options.
@MainActor
@Suite struct OptionsTests {
  /// A program's command: the board's options and two of its own.
  struct Monitor: ParsableArguments {
    @OptionGroup var board: BoardArguments
    @Option(help: "Updates per second.") var rate = 10
    @Flag(help: "Say more.") var verbose = false
  }

  @Test func theBoardsOwnOptionsParse() throws {
    let options = try BoardArguments.parse([
      "--headless", "--size=120x40", "--keys", "ab<tab>", "--duration", "2s", "--fps", "60",
    ]).options(environment: ["NO_COLOR": "1"], localeIsUTF8: false)
    #expect(options.headless)
    #expect(options.size == TerminalSize(columns: 120, rows: 40))
    #expect(options.keys == [.character("a"), .character("b"), .tab])
    #expect(options.duration == .seconds(2))
    #expect(options.framesPerSecond == 60)
    #expect(!options.colorEnabled && options.asciiOnly)
    #expect(
      try BoardArguments.parse([]).options(environment: [:], localeIsUTF8: true) == BoardOptions())
  }

  @Test func aProgramsOptionsParseBesideTheBoards() throws {
    let monitor = try Monitor.parse(["--rate", "25", "--headless", "--verbose"])
    #expect(monitor.board.headless)
    #expect(monitor.rate == 25 && monitor.verbose)
    #expect(try Monitor.parse(["--rate=7"]).rate == 7)
    #expect(try Monitor.parse([]).rate == 10)
  }

  @Test(arguments: [
    (["--rate", "fast"], "The value 'fast' is invalid for '--rate <rate>'"),
    (["--rate"], "Missing value for '--rate <rate>'"),
    (["--verbose", "--loud"], "Unknown option '--loud'"),
    (["--fps", "0"], "--fps must be between 1 and 240, got '0'"),
    (["--size", "axb"], "--size must look like 100x30, got 'axb'"),
    (["--keys", "<tab"], "unterminated key name"),
    (["--duration", "11m"], "--duration must be at most 10m, got '11m'"),
  ])
  func badValuesAndUnknownOptionsAreUsageErrors(arguments: [String], message: String) {
    #expect {
      try Monitor.parse(arguments)
    } throws: { error in
      Monitor.message(for: error).contains(message)
        && Monitor.exitCode(for: error) == .validationFailure
    }
  }

  @Test func helpListsTheBoardsOptionsTheKeysAndTheStatisticsVariable() {
    let board = Board("Help")
    board.writesStatistics(toFileNamedBy: "APP_STATS")
    board.key("c", "clear the queue") {}
    let help = board.helpText
    #expect(help.hasPrefix("Help\n\n"))
    #expect(help.contains("--headless"))
    #expect(help.contains("--no-color"))
    #expect(help.contains("clear the queue"))
    #expect(help.contains("APP_STATS=PATH"))
    #expect(board.keysHelp.hasPrefix("KEYS:\n"))
    #expect(board.keysHelp.contains("APP_STATS=PATH"))
  }

  /// Every special key a `--keys` script reads is named in `--help`, and each name listed is
  /// one the script reads.
  @Test func keysHelpNamesEverySpecialKeyTheScriptReads() throws {
    let help = BoardArguments.helpMessage(columns: 1_000)
    let names = [
      "<tab>", "<s-tab>", "<esc>", "<enter>", "<space>", "<bs>", "<up>", "<down>", "<left>",
      "<right>", "<pgup>", "<pgdn>", "<home>", "<end>", "<f1>", "<f24>", "<c-l>", "<focus-in>",
      "<focus-out>", "<lt>",
    ]
    for name in names {
      #expect(help.contains(name), "--help does not name \(name)")
      #expect(try KeyScript.parse(name).count == 1)
    }
  }

  @Test func aBoardWritesNoStatisticsFileUnlessTheProgramTurnsItOn() {
    let board = Board("Quiet")
    #expect(!board.helpText.contains("=PATH"))
    #expect(!board.helpText.contains("STATS"))
  }
}
