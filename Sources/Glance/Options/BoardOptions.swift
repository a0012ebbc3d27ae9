import Foundation
import GlanceCore

/// The command-line options every board understands (``Board/run(arguments:)-41u41``): how to draw,
/// and the headless mode that prints the screen instead of taking over the terminal.
public struct BoardOptions: Sendable, Equatable {
  /// Run against an in-memory screen and print the final screen.
  public var headless = false
  /// The headless screen's size.
  public var size = TerminalSize(columns: 100, rows: 30)
  /// The keys a headless run presses, one main-loop turn apart.
  public var keys: [Key] = []
  /// How long a headless run keeps going after the keys.
  public var duration: Duration = .zero
  /// Run headless on a virtual clock, so that the board's own timers are deterministic.
  public var virtualTime = false
  /// The most frames drawn per second.
  public var framesPerSecond: Int?
  /// Draw with ASCII characters only.
  public var asciiOnly = false
  /// Draw with colours (when the terminal has them).
  public var colorEnabled = true
  /// While the board has the terminal, show what the program writes to standard output and
  /// error in ``Board/outputPanel`` instead of on top of the frame (runs on the real terminal
  /// only; headless runs and ``Board/run(on:options:)-7dss0`` leave the streams alone).
  public var capturesOutput = true
  /// Print the help text and exit.
  public var showsHelp = false
  /// The program's own options this was parsed with (for the help).
  public var programOptions: [ProgramOption] = []
  /// The values given for the program's options, by name; a flag given has an empty value.
  public var programValues: [String: String] = [:]

  /// The value given for `option` (empty for a flag), or `nil` when it was not given.
  public func value(of option: ProgramOption) -> String? { programValues[option.name] }

  /// The defaults.
  public init() {}

  /// What went wrong with the command line.
  public struct ParseError: Error, Equatable, CustomStringConvertible {
    /// The message for the user.
    public var description: String
  }

  /// Parses `arguments` (without the program's name), which may also give `programOptions`;
  /// colour is also off when `environment` sets `NO_COLOR`, and ASCII is used when the locale
  /// is not UTF-8 (`localeIsUTF8`).
  public static func parse(
    _ arguments: [String], adding programOptions: [ProgramOption] = [],
    environment: [String: String] = [:], localeIsUTF8: Bool = true
  ) throws(ParseError) -> BoardOptions {
    var options = BoardOptions()
    options.programOptions = programOptions
    options.colorEnabled = (environment["NO_COLOR"] ?? "").isEmpty
    options.asciiOnly = !localeIsUTF8
    var rest = arguments[...]
    func value(of option: String) throws(ParseError) -> String {
      guard let value = rest.popFirst() else {
        throw ParseError(description: "\(option) needs a value")
      }
      return value
    }
    while let argument = rest.popFirst() {
      var (name, inline) = (argument, String?.none)
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        (name, inline) = (
          String(argument[..<equals]), String(argument[argument.index(after: equals)...])
        )
      }
      func argumentValue() throws(ParseError) -> String {
        if let inline { return inline }
        return try value(of: name)
      }
      switch name {
      case "--headless": options.headless = true
      case "--virtual-time": options.virtualTime = true
      case "--ascii": options.asciiOnly = true
      case "--no-color": options.colorEnabled = false
      case "-h", "--help": options.showsHelp = true
      case "--size":
        let text = try argumentValue()
        guard let size = TerminalSize(parsing: text) else {
          throw ParseError(description: "--size must look like 100x30, got '\(text)'")
        }
        options.size = size
      case "--keys":
        let script = try argumentValue()
        do {
          options.keys = try KeyScript.parse(script)
        } catch {
          throw ParseError(description: error.description)
        }
      case "--duration":
        let text = try argumentValue()
        guard let duration = DurationArgument(argument: text), duration.duration <= .seconds(600)
        else {
          throw ParseError(
            description: "--duration must be a time such as 500ms or 2s, at most 10m, got '\(text)'"
          )
        }
        options.duration = duration.duration
      case "--fps":
        let text = try argumentValue()
        guard let fps = Int(text), (1...240).contains(fps) else {
          throw ParseError(description: "--fps must be between 1 and 240, got '\(text)'")
        }
        options.framesPerSecond = fps
      default:
        guard let option = programOptions.first(where: { $0.name == name }) else {
          throw ParseError(description: "unknown option '\(argument)' (try --help)")
        }
        let text = option.value == nil ? "" : try argumentValue()
        if let problem = option.check(text) { throw ParseError(description: problem) }
        options.programValues[name] = text
      }
    }
    return options
  }

  /// The help text for the board's options and `programOptions`, for `--help`.
  public static func usage(adding programOptions: [ProgramOption]) -> String {
    ([usage] + programOptions.map(\.usageLine)).joined(separator: "\n")
  }

  /// The board's options' help text.
  public static let usage = """
    OPTIONS:
      --headless              Run against an in-memory screen and print the final screen.
      --size <COLUMNSxROWS>   Headless screen size (default: 100x30).
      --keys <SCRIPT>         Headless key presses, one character per key; <tab>, <esc>,
                              <f1>, <c-l>, <space>, <lt> name special keys.
      --duration <TIME>       Headless: how long to keep running after the keys (e.g. 2s).
      --virtual-time          Headless: run the board's timers on a virtual clock.
      --fps <N>               Most redraws per second, 1-240 (default: 30).
      --ascii                 Draw with ASCII characters only.
      --no-color              Monochrome output (also when NO_COLOR is set).
      -h, --help              Show this help and the keys.
    """
}
