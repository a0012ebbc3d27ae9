import Hummingbird
import LoadGenerator
import Logging
import Prometheus
import ServiceLifecycle
import Synchronization
import Tracing

/// The service: `GET /items` reads the names from a cache and their stock from a database,
/// each in a span of its own, after the knobs' latency, or fails with 500 for their share;
/// with `metrics`, `GET /metrics` serves that registry in Prometheus' text format.
/// Hummingbird's middleware traces, counts, times and logs every request. `services` run
/// beside the server, shut down in reverse order once it has drained.
func makeServer(
  knobs: Knobs, port: Int, load: LoadGenerator, services: [any Service] = [],
  metrics: PrometheusCollectorRegistry? = nil
) -> some ApplicationProtocol {
  let router = Router()
  router.middlewares.add(TracingMiddleware())
  router.middlewares.add(MetricsMiddleware())
  router.middlewares.add(LogRequestsMiddleware(.info))
  if let metrics { router.addMetricsRoute(metrics) }
  router.get("items") { _, _ -> String in
    knobs.begun.add(1, ordering: .relaxed)
    defer { if Task.isShuttingDownGracefully { knobs.drained.add(1, ordering: .relaxed) } }
    let names = withSpan("cache.get") { span in
      span.attributes["cache.key"] = "items"
      return ["coffee", "tea", "cocoa"]
    }
    try await withSpan("db.query") { span in
      span.attributes["db.statement"] = "SELECT stock FROM items"
      let latency = knobs.latencyMilliseconds.load(ordering: .relaxed)
      if latency > 0 { try await Task.sleep(for: .milliseconds(latency)) }
      if Int.random(in: 0..<100) < knobs.failurePercent.load(ordering: .relaxed) {
        throw HTTPError(.internalServerError, message: "injected failure")
      }
    }
    return "[" + names.map { "\"\($0)\"" }.joined(separator: ",") + "]"
  }
  return Application(
    router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)),
    services: services, onServerRunning: { load.serverIsListening(on: $0.localAddress?.port ?? 0) },
    logger: Logger(label: "http"))
}

/// What the keys change in how the service answers; read by every request.
final class Knobs: Sendable {
  /// Latency added to every request's query, in ``latencyRange``.
  let latencyMilliseconds = Atomic<Int>(0)
  /// The latencies the keys and `--latency` may set, in milliseconds.
  static let latencyRange = 0...1000
  /// The share of requests answered with 500, in percent: 0, 10 or 50.
  let failurePercent = Atomic<Int>(0)
  /// Requests the handler began, for the drain checks.
  let begun = Atomic<Int>(0)
  /// Of those, the ones it finished while the server was shutting down gracefully: the drain.
  let drained = Atomic<Int>(0)
}
