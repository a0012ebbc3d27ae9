import ArgumentParser
import Glance
import Hummingbird

/// A Hummingbird service on 127.0.0.1 that watches itself: request rate, latency histogram,
/// status codes and connections from its swift-metrics, its swift-log records, and keys that
/// drive a load generator on loopback. `q`, Ctrl-C and SIGTERM stop it, the terminal restored.
@main
struct HTTPService: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "HTTPService", abstract: "An HTTP service that watches itself.")

  @OptionGroup var board: BoardArguments
  @Option(help: "The port on 127.0.0.1 (0: any free port).") var port = 0

  static func main() {
    MainActor.assumeIsolated { main(keysOf: { ServiceBoard(bootstrap: false).board }) }
  }

  func run() {
    let (options, port) = (board.options(), port)
    MainActor.assumeIsolated {
      let service = ServiceBoard()
      let server = makeServer(knobs: service.knobs, port: port, load: service.load)
      Task.detached {
        do { try await server.run() } catch { fatalError("the server stopped: \(error)") }
      }
      _ = service.load.waitForServer()
      withExtendedLifetime(service) { service.board.run(options: options) }
    }
  }
}
