import Foundation
import GlanceCore
import GlanceTerminal

extension Board {
  /// Runs the board until the user quits, then exits the process; never returns.
  ///
  /// On a terminal it takes over the screen (and restores it on every way out: `q`, Ctrl-C,
  /// SIGTERM, SIGHUP, a crash). With `--headless` it draws into an in-memory screen, presses
  /// `--keys`, runs for `--duration` and prints the screen as text. `--help` prints the options
  /// and the board's keys. See ``BoardOptions`` for every option.
  public func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
    setlocale(LC_ALL, "")
    let environment = ProcessInfo.processInfo.environment
    let options: BoardOptions
    do {
      options = try BoardOptions.parse(
        arguments, environment: environment, localeIsUTF8: TerminalCheck.localeIsUTF8())
    } catch {
      fail("\(error.description)\n\(BoardOptions.usage)", status: 64)
    }
    run(options: options)
  }

  /// Runs the board as `options` say; never returns.
  public func run(options: BoardOptions) -> Never {
    if let framesPerSecond = options.framesPerSecond { self.framesPerSecond = framesPerSecond }
    if options.showsHelp {
      print(helpText)
      exit(0)
    }
    if options.headless {
      HeadlessSession(board: self, options: options).run()
    }
    if let problem = TerminalCheck.problem(environment: ProcessInfo.processInfo.environment) {
      fail("\(problem) (use --headless to print the screen instead)", status: 2)
    }
    do {
      try TerminalSession(board: self, options: options).run()
    } catch {
      fail("\(error)", status: 2)
    }
  }

  /// The text `--help` prints: the board's title, its options and its keys.
  public var helpText: String {
    let width = frame.help.map { $0.key.count }.max() ?? 0
    let keys = frame.help.map {
      "  \($0.key)\(String(repeating: " ", count: width - $0.key.count))  \($0.label)"
    }
    return "\(title)\n\n\(BoardOptions.usage)\n\nKEYS:\n\(keys.joined(separator: "\n"))"
  }

  private func fail(_ message: String, status: Int32) -> Never {
    let program = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "board"
    FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    exit(status)
  }
}
