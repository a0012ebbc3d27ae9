import GlanceMetrics
import GlanceTracing
import Metrics
import OTel
import Prometheus
import ServiceLifecycle
import Tracing

/// The snippet of GlanceTracing's "From one board to a fleet" and "Traces on the board"
/// articles, compiled with this example so that it stays true: `.ci/export` checks that the
/// articles show the lines between the markers. HTTPService itself does the same in
/// ``Exports``, with options; this function is never called (swift-log, swift-metrics and
/// swift-distributed-tracing bootstrap once a process).
func bootstrapForAFleet() throws -> (
  tracer: BoardTracer, metrics: BoardMetricsFactory, registry: PrometheusCollectorRegistry,
  otel: any Service
) {
  // snippet: fleet
  var otel = OTel.Configuration.default
  otel.traces.otlpExporter.endpoint = "http://127.0.0.1:4318/v1/traces"
  otel.logs.enabled = false
  otel.metrics.enabled = false
  let backend = try OTel.makeTracingBackend(configuration: otel)
  let otelTracer = backend.factory

  let tracer = BoardTracer(forwardingTo: otelTracer)
  InstrumentationSystem.bootstrap(tracer)

  let registry = PrometheusCollectorRegistry()
  let metrics = BoardMetricsFactory(forwardingTo: PrometheusMetricsFactory(registry: registry))
  MetricsSystem.bootstrap(metrics)
  // end snippet
  return (tracer, metrics, registry, backend.service)
}
