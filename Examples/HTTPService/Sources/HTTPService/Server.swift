import Hummingbird
import Logging
import Synchronization

/// The service: `GET /items` answers a small JSON list after the knobs' latency, or fails with
/// 500 for their share; Hummingbird's middleware counts, times and logs every request.
func makeServer(knobs: Knobs, port: Int, load: LoadGenerator) -> some ApplicationProtocol {
  let router = Router()
  router.middlewares.add(MetricsMiddleware())
  router.middlewares.add(LogRequestsMiddleware(.info))
  router.get("items") { _, _ -> String in
    let latency = knobs.latencyMilliseconds.load(ordering: .relaxed)
    if latency > 0 { try await Task.sleep(for: .milliseconds(latency)) }
    if Int.random(in: 0..<100) < knobs.failurePercent.load(ordering: .relaxed) {
      throw HTTPError(.internalServerError, message: "injected failure")
    }
    return #"["coffee","tea","cocoa"]"#
  }
  return Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: port)),
    onServerRunning: { load.serverIsListening(on: $0.localAddress?.port ?? 0) },
    logger: Logger(label: "http"))
}

/// What the keys change in how the service answers; read by every request.
final class Knobs: Sendable {
  /// Latency added to every request, 0 to 100 ms.
  let latencyMilliseconds = Atomic<Int>(0)
  /// The share of requests answered with 500, in percent: 0, 10 or 50.
  let failurePercent = Atomic<Int>(0)
}
