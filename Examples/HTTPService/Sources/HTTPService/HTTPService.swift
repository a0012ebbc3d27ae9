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
  @Option(
    help: ArgumentHelp(
      "Export every span to this OpenTelemetry collector over OTLP/HTTP (protobuf).",
      discussion: "The collector's base URL, such as http://127.0.0.1:4318: spans go to its "
        + "/v1/traces. swift-otel's OTEL_* environment variables apply.",
      valueName: "url"))
  var otlpEndpoint: String?
  @Flag(help: "Serve every metric on GET /metrics in Prometheus' text format.")
  var metrics = false

  func validate() throws {
    guard Knobs.latencyRange.contains(latency) else {
      throw ValidationError("--latency must be 0 to 1000 milliseconds, got \(latency)")
    }
    if let otlpEndpoint, Self.collectorURL(otlpEndpoint) == nil {
      throw ValidationError(
        "--otlp-endpoint must be an http or https URL with a host, such as "
          + "http://127.0.0.1:4318; got '\(otlpEndpoint)'")
    }
  }

  /// `text` as a collector's URL, if it is an http or https URL with a host.
  static func collectorURL(_ text: String) -> URL? {
    guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
      url.host?.isEmpty == false
    else { return nil }
    return url
  }

  static func main() async { await main(keysOf: { ServiceBoard(bootstrap: false).board }) }

  @MainActor func run() async throws {
    let (endpoint, metrics) = (otlpEndpoint.flatMap(Self.collectorURL), metrics)
    let service = try ServiceBoard(bootstrap: true, latency: latency) {
      try Exports(otlpEndpoint: endpoint, metrics: metrics)
    }
    // Hummingbird runs the server after these services, and its group shuts down in reverse
    // order: the server drains first (every answered request's spans have ended), then the
    // board, then swift-otel, which exports what its queue holds before the program ends.
    let app = makeServer(
      knobs: service.knobs, port: port, load: service.load,
      services: service.exports.services + [service.board.service(options: board.options())],
      metrics: service.exports.prometheus)
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
