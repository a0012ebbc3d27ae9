import ArgumentParser
import Dispatch
import Foundation
import Glance
import GlanceCore
import GlanceTerminal

/// `glance record`: records a running program's board to a file, with no screen of its own.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a running program's board to a file, without showing it.",
    discussion: """
      Attaches as a viewer of the given size and writes every frame, with its time, until \
      Ctrl-C, SIGTERM or --duration; a program that restarts is recorded on in the same \
      file. `glance replay FILE` plays it back. `glance attach --record FILE` records while \
      you watch.
      """)

  @Argument(help: "The program: its PID, its name (as `glance list` shows it) or its socket.")
  var target: String

  @Argument(help: "The file to write (it must not exist).")
  var file: String

  @Option(
    help: ArgumentHelp(
      "The screen size to record at (default: 100x30).", valueName: "COLUMNSxROWS"),
    transform: ViewerOptions.size(from:))
  var size = TerminalSize(columns: 100, rows: 30)

  @Option(help: "Stop after this long (default: until Ctrl-C or SIGTERM).")
  var duration: DurationArgument?

  @Flag(help: "Record ASCII characters only.")
  var ascii = false

  func run() throws {
    let client = ViewerClient(
      target: AttachTarget(text: target), backend: MemoryScreen(size: size), color: true,
      ascii: ascii)
    do {
      client.recorder = try SessionRecorder(path: file)
    } catch {
      throw error.reported()
    }
    client.exitProcess = { status, message in
      if let message { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
      Foundation.exit(status.rawValue)
    }
    SignalReader.start { signal in
      guard [SIGINT, SIGTERM, SIGHUP].contains(signal) else { return }
      client.queue.async {
        client.send(.detach)
        client.finish(.success, nil)
      }
    }
    do {
      try client.queue.sync { try client.start() }
    } catch let error as AttachError {
      throw error.reported()
    }
    if let duration {
      client.queue.asyncAfter(deadline: .now() + duration.duration.dispatchInterval) {
        client.send(.detach)
        client.finish(.success, nil)
      }
    }
    withExtendedLifetime(client) { dispatchMain() }
  }
}
