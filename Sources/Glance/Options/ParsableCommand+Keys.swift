import ArgumentParser
import Foundation

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
  @MainActor
  public static func main(
    _ arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    keysOf board: @MainActor () -> Board
  ) {
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      let message = fullMessage(for: error, columns: nil)
      if exitCode(for: error) == .success, message.contains("USAGE:") {
        print("\(message)\n\n\(board().keysHelp)")
        Foundation.exit(0)
      }
      exit(withError: error)
    }
  }
}
