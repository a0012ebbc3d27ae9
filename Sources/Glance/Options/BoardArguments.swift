import ArgumentParser
import Foundation
import GlanceCore
import GlanceTerminal

/// The board's command-line options as a swift-argument-parser group: a program with a parser
/// of its own includes them with `@OptionGroup`, and `run()` on a ``Board`` parses them for a
/// program with none.
///
/// ```swift
/// @main
/// struct Monitor: ParsableCommand {
///   @OptionGroup var board: BoardArguments
///   @Option(help: "Samples per second.") var rate = 10
///
///   @MainActor func run() {
///     let monitor = makeBoard(rate: rate)
///     monitor.run(options: board.options())
///   }
/// }
/// ```
///
/// Bad arguments exit with status 64 (`EX_USAGE`) and a message that names the option.
public struct BoardArguments: ParsableArguments, Sendable {
  /// Run against an in-memory screen and print the final screen.
  @Flag(help: "Run against an in-memory screen and print the final screen.")
  public var headless = false

  /// The headless screen's size.
  @Option(
    help: ArgumentHelp("Headless screen size (default: 100x30).", valueName: "COLUMNSxROWS"),
    transform: BoardArguments.size(from:))
  public var size = TerminalSize(columns: 100, rows: 30)

  /// The keys a headless run presses.
  @Option(
    help: ArgumentHelp(BoardArguments.keyScriptHelp, valueName: "script"),
    transform: BoardArguments.keys(from:))
  public var keys: [Key] = []

  /// How long a headless run keeps going after the keys.
  @Option(
    help: ArgumentHelp(
      "Headless: how long to keep running after the keys (such as 2s; at most 10m).",
      valueName: "time"))
  public var duration = DurationArgument(.zero)

  /// Run headless on a virtual clock.
  @Flag(help: "Headless: run the board's timers on a virtual clock.")
  public var virtualTime = false

  /// The most frames drawn per second.
  @Option(name: .customLong("fps"), help: "Most redraws per second, 1-240 (default: 30).")
  public var framesPerSecond: Int?

  /// Draw with ASCII characters only.
  @Flag(name: .customLong("ascii"), help: "Draw with ASCII characters only.")
  public var asciiOnly = false

  /// Draw without colours.
  @Flag(name: .customLong("no-color"), help: "Monochrome output (also when NO_COLOR is set).")
  public var noColor = false

  /// The defaults.
  public init() {}

  /// What `--help` says of `--keys`: every special key's name that ``KeyScript`` reads.
  static let keyScriptHelp =
    "Headless key presses, one character per key; <tab>, <s-tab>, <esc>, <enter>, <space>, "
    + "<bs>, <up>, <down>, <left>, <right>, <pgup>, <pgdn>, <home>, <end>, <f1> to <f24>, "
    + "<c-l> (Ctrl-L, any letter), <focus-in>, <focus-out> and <lt> (a literal <) name "
    + "special keys."

  /// Checks the values that need more than their type: the frame rate and the duration.
  public func validate() throws {
    if let framesPerSecond, !(1...240).contains(framesPerSecond) {
      throw ValidationError("--fps must be between 1 and 240, got '\(framesPerSecond)'")
    }
    if duration.duration > .seconds(600) {
      throw ValidationError("--duration must be at most 10m, got '\(duration)'")
    }
  }

  /// The options these arguments give; colour is also off when `environment` sets `NO_COLOR`,
  /// and ASCII is used when the locale is not UTF-8 (`localeIsUTF8`; by default the user's
  /// locale, which this sets for the process).
  public func options(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    localeIsUTF8: Bool? = nil
  ) -> BoardOptions {
    if localeIsUTF8 == nil { setlocale(LC_ALL, "") }
    let localeIsUTF8 = localeIsUTF8 ?? TerminalCheck.localeIsUTF8()
    var options = BoardOptions()
    options.headless = headless
    options.size = size
    options.keys = keys
    options.duration = duration.duration
    options.virtualTime = virtualTime
    options.framesPerSecond = framesPerSecond
    options.asciiOnly = asciiOnly || !localeIsUTF8
    options.colorEnabled = !noColor && (environment["NO_COLOR"] ?? "").isEmpty
    return options
  }

  private static func size(from text: String) throws -> TerminalSize {
    guard let size = TerminalSize(parsing: text) else {
      throw ValidationError("--size must look like 100x30, got '\(text)'")
    }
    return size
  }

  private static func keys(from script: String) throws -> [Key] {
    do {
      return try KeyScript.parse(script)
    } catch {
      throw ValidationError(error.description)
    }
  }
}

extension DurationArgument: ExpressibleByArgument {
  // Public: ArgumentParser's ExpressibleByArgument requires it.
  /// How `--help` shows a default duration, such as `1s` (`0s` for none).
  public var defaultValueDescription: String { duration == .zero ? "0s" : description }
}
