import ArgumentParser
import Foundation
import Glance
import GlanceLifecycle
import Hummingbird
import LoadGenerator
import NIOCore

/// A Hummingbird service on 127.0.0.1 that watches itself: its traces, metrics and log on a
/// board that is one of its services, and keys that drive a load generator on loopback. `q`,
/// Ctrl-C and SIGTERM shut it down gracefully: the server answers every request it began, then
/// the board ends, the terminal restored.
@main
struct HTTPService: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "HTTPService", abstract: "An HTTP service that watches itself.")

  @OptionGroup var board: BoardArguments
  @Option(help: "The port on 127.0.0.1 (0: any free port).") var port = 0
  @Option(help: "Milliseconds added to every request, 0-1000 (+ and - step it by 5).")
  var latency = 0

  func validate() throws {
    guard Knobs.latencyRange.contains(latency) else {
      throw ValidationError("--latency must be 0 to 1000 milliseconds, got \(latency)")
    }
  }

  static func main() async { await main(keysOf: { ServiceBoard(bootstrap: false).board }) }

  @MainActor func run() async throws {
    let service = ServiceBoard(latency: latency)
    let app = makeServer(
      knobs: service.knobs, port: port, load: service.load,
      services: [service.board.service(options: board.options())])
    do {
      try await app.runService()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      FileHandle.standardError.write(
        Data("HTTPService: port \(port) on 127.0.0.1 is in use; choose another with --port\n".utf8))
      throw ExitCode(69)  // EX_UNAVAILABLE
    }
    await service.reportLoad()
  }
}
