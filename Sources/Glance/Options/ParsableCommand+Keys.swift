import ArgumentParser
import Foundation
import GlanceWire

extension ParsableCommand {
  /// Parses the command line and runs the command, as swift-argument-parser's `main()` does,
  /// except that `--help` also lists the keys of the board `board` builds (``Board/keysHelp``):
  /// for a program whose command includes ``BoardArguments`` with `@OptionGroup`.
  ///
  /// ```swift
  /// @main
  /// struct Monitor: ParsableCommand {
  ///   @OptionGroup var board: BoardArguments
  ///   static func main() { main(keysOf: { makeBoard(rate: 10) }) }
  ///   func run() { ... }
  /// }
  /// ```
  ///
  /// Call it from the program's synchronous `main()`, which runs on the main thread; an
  /// `AsyncParsableCommand` calls the `async` variant instead.
  public static func main(
    _ arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    keysOf board: @MainActor () -> Board
  ) {
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      // A program's synchronous main runs on the main thread, before any main loop.
      let keys = helpRequested(by: error) ? MainActor.assumeIsolated { board().keysHelp } : nil
      exit(showingKeys: keys, for: error)
    }
  }

  /// Prints the help with `keys` below it and exits 0 when `keys` is given; otherwise exits as
  /// swift-argument-parser does for `error`.
  static func exit(showingKeys keys: String?, for error: any Error) -> Never {
    if let keys {
      print("\(fullMessage(for: error, columns: nil))\n\n\(keys)")
      Foundation.exit(CommandStatus.success.rawValue)
    }
    exit(withError: error)
  }

  /// Whether `error` is the request for the help text (`--help`, `-h`, `help`).
  static func helpRequested(by error: any Error) -> Bool {
    exitCode(for: error) == .success && fullMessage(for: error, columns: nil).contains("USAGE:")
  }
}

extension AsyncParsableCommand {
  /// Parses the command line and runs the command, as swift-argument-parser's `async`
  /// `main()` does, except that `--help` also lists the keys of the board `board` builds
  /// (``Board/keysHelp``).
  ///
  /// ```swift
  /// @main
  /// struct Service: AsyncParsableCommand {
  ///   @OptionGroup var board: BoardArguments
  ///   static func main() async { await main(keysOf: { makeBoard() }) }
  ///   @MainActor func run() async throws { try await makeBoard().run(options: board.options()) }
  /// }
  /// ```
  public static func main(
    _ arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    keysOf board: @escaping @MainActor () -> Board
  ) async {
    do {
      var command = try await asyncParseAsRoot(arguments)
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      let keys = helpRequested(by: error) ? await MainActor.run { board().keysHelp } : nil
      exit(showingKeys: keys, for: error)
    }
  }
}
