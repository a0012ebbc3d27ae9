import Foundation
import GlanceMetrics
import Hummingbird
import Logging
import Metrics
import NIOCore
import OTel
import Prometheus
import ServiceLifecycle
import Tracing

/// What the service sends beyond its board, for a fleet: every span to an OpenTelemetry
/// collector over OTLP/HTTP (swift-otel, protobuf, a batch span processor), and every metric on
/// `GET /metrics` in Prometheus' text format (swift-prometheus). Off unless asked for: ``none``
/// exports nothing. The same swift-metrics and swift-distributed-tracing calls feed the board
/// and these: the board's tracer forwards every span to ``tracer``, and the board's metrics
/// factory forwards every metric to ``metricsFactory``, which feeds ``prometheus``.
struct Exports: Sendable {
  /// swift-otel's tracer, exporting to the collector; `nil` without `--otlp-endpoint`.
  let tracer: (any Tracer)?
  /// The registry `GET /metrics` reads; `nil` without `--metrics`.
  let prometheus: PrometheusCollectorRegistry?
  /// swift-otel's background work (the batch span processor and the exporter), to run in the
  /// server's service group, which shuts it down after the server has drained, so that it
  /// exports the spans of every request the server answered.
  let services: [any Service]

  /// Nothing exported: the board alone.
  static let none = Exports(tracer: nil, prometheus: nil, services: [])

  private init(
    tracer: (any Tracer)?, prometheus: PrometheusCollectorRegistry?, services: [any Service]
  ) {
    self.tracer = tracer
    self.prometheus = prometheus
    self.services = services
  }

  /// Spans to the collector at `otlpEndpoint` (its base URL, as `OTEL_EXPORTER_OTLP_ENDPOINT`
  /// takes it: the traces go to its `/v1/traces`) if given, and a Prometheus registry if
  /// `metrics`. swift-otel's errors (a collector it cannot reach, a full queue) go to the log
  /// that swift-log is bootstrapped with, and to standard error when that is no terminal. The
  /// `OTEL_*` environment variables swift-otel reads override these settings (for example
  /// `OTEL_BSP_MAX_QUEUE_SIZE`, the spans kept while the collector is unreachable: 8192).
  init(otlpEndpoint: URL?, metrics: Bool) throws {
    var tracer: (any Tracer)?
    var services: [any Service] = []
    if let otlpEndpoint {
      let backend = try OTel.makeTracingBackend(
        configuration: Self.configuration(endpoint: otlpEndpoint))
      tracer = backend.factory
      services.append(backend.service)
    }
    self.init(
      tracer: tracer, prometheus: metrics ? PrometheusCollectorRegistry() : nil,
      services: services)
  }

  /// swift-otel's configuration: traces only, over OTLP/HTTP with protobuf.
  private static func configuration(endpoint: URL) -> OTel.Configuration {
    var configuration = OTel.Configuration.default
    configuration.serviceName = "HTTPService"
    configuration.logs.enabled = false
    configuration.metrics.enabled = false
    configuration.traces.exporter = .otlp
    configuration.traces.otlpExporter.protocol = .httpProtobuf
    configuration.traces.otlpExporter.endpoint = tracesURL(endpoint)
    // swift-otel's batch processor exports when its queue is full, one batch per export: with
    // its defaults (a queue of 2048, batches of 512) the queue refills while a batch is sent,
    // and under the load generator about two spans in three were dropped. A larger queue,
    // exported whole, dropped about one in a thousand at the same requests per second; the
    // queue still bounds what an unreachable collector costs.
    configuration.traces.batchSpanProcessor.maxQueueSize = Self.queueSize
    configuration.traces.batchSpanProcessor.maxExportBatchSize = Self.queueSize
    configuration.diagnosticLogger = .custom(diagnosticLogger())
    configuration.diagnosticLogLevel = .warning
    return configuration
  }

  /// The spans swift-otel's batch processor keeps, and exports at once.
  static let queueSize = 8192

  /// The collector's traces URL for a base URL: `/v1/traces` appended, unless it is there.
  static func tracesURL(_ endpoint: URL) -> String {
    let base = endpoint.absoluteString
    if base.hasSuffix("/v1/traces") { return base }
    return base.hasSuffix("/") ? base + "v1/traces" : base + "/v1/traces"
  }

  /// The log swift-log is bootstrapped with, and standard error too when that is no terminal
  /// (a service under a supervisor, or a test reading it); a board owns the terminal otherwise.
  private static func diagnosticLogger() -> Logger {
    let bootstrapped = Logger(label: "otel")
    guard isatty(STDERR_FILENO) == 0 else { return bootstrapped }
    return Logger(label: "otel") {
      MultiplexLogHandler([bootstrapped.handler, StreamLogHandler.standardError(label: $0)])
    }
  }

  /// swift-prometheus' factory over ``prometheus``, for the board's metrics factory to forward
  /// every metric to; `nil` without `--metrics`. Forwarding rather than swift-metrics'
  /// `MultiplexMetricsHandler`: an update then costs the two backends' own work, where the
  /// multiplex costs about three times that (Benchmarks/README.md, "The board beside an
  /// exporter").
  var metricsFactory: (any MetricsFactory)? {
    guard let prometheus else { return nil }
    var factory = PrometheusMetricsFactory(registry: prometheus)
    factory.nameAndLabelSanitizer = { name, labels in
      (Self.prometheusName(name), labels.map { (Self.prometheusName($0.0), $0.1) })
    }
    return factory
  }

  /// A swift-metrics label as a Prometheus metric or label name: every character outside
  /// `[a-zA-Z0-9_]` becomes `_` (`hb.requests` is `hb_requests`).
  static func prometheusName(_ label: String) -> String {
    String(
      label.map { character in
        character.isASCII && (character.isLetter || character.isNumber) ? character : "_"
      })
  }
}

extension Router {
  /// `GET /metrics`: everything in `registry`, in Prometheus' text exposition format.
  func addMetricsRoute(_ registry: PrometheusCollectorRegistry) {
    get("metrics") { _, _ -> Response in
      Response(
        status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
    }
  }
}
