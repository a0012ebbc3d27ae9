import CoreMetrics
import Foundation
import GlanceMetrics
import GlanceTracing
import OTel
import Prometheus
import Tracing

// What the board costs a service that already exports, measured in the same run:
//
// - a span's start and end through `BoardTracer(forwardingTo: otelTracer)` against the same
//   spans through swift-otel's tracer alone (a root with two nested children, as a request
//   with its cache and query spans; target: at most 1.2×), and beside them, without a target,
//   the same spans through a `BoardTracer()` that forwards nowhere: the board's own share;
// - a counter increment through swift-metrics' `MultiplexMetricsHandler` over the board's and
//   swift-prometheus' factories against the sum of the two alone (target: at most 1.1×), and
//   through `BoardMetricsFactory(forwardingTo:)` swift-prometheus' factory against the same sum
//   (target: at most 1.1×); beside them, without a target, a multiplex of either factory alone
//   against that factory, which shows what the multiplex itself costs.
//
// swift-otel's tracer is the one `OTel.makeTracingBackend` makes, with its batch span processor
// running and an exporter that sends nothing (`exporter: .none`), so that no network enters the
// figures. Every figure is the calling thread's CPU time per operation (what the service's
// request pays; swift-otel's batching runs on other threads in both cases alike). Samples are
// taken in rounds, the cases in alternating order; a ratio is the median of the rounds' ratios.
// A miss is reported in the table, not by the exit status.
//
// A target of this example, the one package that links swift-otel, so that neither the kit nor
// the Benchmarks package does; Benchmarks/measure-export builds and runs it in release:
//
//   swift run -c release --package-path Examples/HTTPService ExportBenchmarks
//     [--repetitions 15] [--traces 100000] [--increments 2000000]

func option(_ name: String, default value: Int) -> Int {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
    let parsed = Int(arguments[index + 1])
  else { return value }
  return parsed
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The calling thread's CPU time, in nanoseconds.
func threadCPUNanoseconds() -> Int {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

/// The calling thread's CPU nanoseconds per operation, for `count` operations of `body`.
func nanosecondsPerOperation(_ count: Int, _ body: () -> Void) -> Double {
  let start = threadCPUNanoseconds()
  body()
  return Double(threadCPUNanoseconds() - start) / Double(count)
}

/// `count` traces of a root span with two nested children, through `tracer`.
func spans<T: Tracer>(_ tracer: T, traces count: Int) {
  for _ in 0..<count {
    let root = tracer.startSpan("GET /items", context: .topLevel, ofKind: .server)
    let cache = tracer.startSpan("cache.get", context: root.context)
    cache.attributes["cache.key"] = "items"
    cache.end()
    let query = tracer.startSpan("db.query", context: root.context)
    query.attributes["db.statement"] = "SELECT stock FROM items"
    query.end()
    root.end()
  }
}

/// Rounds of `cases` (each returning ns per operation), alternating their order; the medians of
/// each case, and for each of `ratios` its median over the rounds and the middle half.
func measure(
  repetitions: Int, _ cases: [() -> Double], ratios: [([Double]) -> Double]
) -> (medians: [Double], ratios: [(Double, (Double, Double))]) {
  for run in cases { _ = run() }  // warm up
  var samples = Array(repeating: [Double](), count: cases.count)
  var rounds: [[Double]] = []
  for repetition in 0..<repetitions {
    var round = Array(repeating: 0.0, count: cases.count)
    let order = repetition % 2 == 0 ? Array(cases.indices) : cases.indices.reversed()
    for index in order {
      round[index] = cases[index]()
      samples[index].append(round[index])
    }
    rounds.append(round)
  }
  return (
    samples.map(median),
    ratios.map { ratio in
      let sorted = rounds.map(ratio).sorted()
      return (median(sorted), (sorted[sorted.count / 4], sorted[sorted.count * 3 / 4]))
    }
  )
}

let repetitions = option("--repetitions", default: 15)
let traceCount = option("--traces", default: 100_000)
let increments = option("--increments", default: 2_000_000)

var configuration = OTel.Configuration.default
configuration.serviceName = "ExportBenchmarks"
configuration.logs.enabled = false
configuration.metrics.enabled = false
configuration.traces.exporter = .none
let backend = try OTel.makeTracingBackend(configuration: configuration)
let otel = backend.factory
let background = Task { try await backend.service.run() }
let board = BoardTracer(forwardingTo: otel)
let boardAlone = BoardTracer()

let cpu =
  (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
  .split(separator: "\n").first { $0.hasPrefix("model name") }
  .map { $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? "" }?
  .trimmingCharacters(in: .whitespaces) ?? "unknown"
let load =
  (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
  .split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
print("## Export: the board beside swift-otel and swift-prometheus (ns of CPU per operation)")
print()
print("- CPU: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("- median of \(repetitions) rounds; load average at the start: \(load)")
print()
print(
  "| operation | alone | with the board | ratio (median of rounds) | middle half | target | verdict |"
)
print("|---|---|---|---|---|---|---|")
func figure(_ value: Double) -> String { String(format: "%.2f", value) }
func row(
  _ name: String, _ alone: String, _ with: String, _ result: (Double, (Double, Double)),
  target: Double?
) {
  let (ratio, middle) = result
  let judged = target.map { "≤ \(figure($0)) | \(ratio <= $0 ? "met" : "not met")" } ?? "– | –"
  print(
    "| \(name) | \(alone) | \(with) | \(figure(ratio)) | \(figure(middle.0))–\(figure(middle.1)) "
      + "| \(judged) |")
}

// Spans: per span (three per trace).
let spanResult = measure(
  repetitions: repetitions,
  [
    { nanosecondsPerOperation(traceCount * 3) { spans(otel, traces: traceCount) } },
    { nanosecondsPerOperation(traceCount * 3) { spans(board, traces: traceCount) } },
    { nanosecondsPerOperation(traceCount * 3) { spans(boardAlone, traces: traceCount) } },
  ], ratios: [{ $0[1] / $0[0] }, { $0[2] / $0[0] }])
row(
  "span start + end: swift-otel's tracer / `BoardTracer(forwardingTo:)` it",
  String(format: "%.0f", spanResult.medians[0]), String(format: "%.0f", spanResult.medians[1]),
  spanResult.ratios[0], target: 1.2)
row(
  "span start + end: swift-otel's tracer / a `BoardTracer()` forwarding nowhere",
  String(format: "%.0f", spanResult.medians[0]), String(format: "%.0f", spanResult.medians[2]),
  spanResult.ratios[1], target: nil)

// Counters: the multiplex and the forwarding factory against the sum of their two factories
// alone, and a multiplex of one factory against that factory alone.
let prometheus = PrometheusMetricsFactory(registry: PrometheusCollectorRegistry())
let multiplexed = MultiplexMetricsHandler(factories: [
  BoardMetricsFactory(), PrometheusMetricsFactory(registry: PrometheusCollectorRegistry()),
])
let forwarding = BoardMetricsFactory(
  forwardingTo: PrometheusMetricsFactory(registry: PrometheusCollectorRegistry()))
let counters = [
  Counter(label: "bench", factory: BoardMetricsFactory()),
  Counter(label: "bench", factory: prometheus),
  Counter(label: "bench", factory: multiplexed),
  Counter(label: "bench", factory: forwarding),
  Counter(
    label: "bench",
    factory: MultiplexMetricsHandler(factories: [
      PrometheusMetricsFactory(registry: PrometheusCollectorRegistry())
    ])),
  Counter(label: "bench", factory: MultiplexMetricsHandler(factories: [BoardMetricsFactory()])),
]
let counterResult = measure(
  repetitions: repetitions,
  counters.map { counter -> () -> Double in
    { nanosecondsPerOperation(increments) { for _ in 0..<increments { counter.increment() } } }
  },
  ratios: [
    { $0[2] / ($0[0] + $0[1]) }, { $0[3] / ($0[0] + $0[1]) }, { $0[4] / $0[1] }, { $0[5] / $0[0] },
  ])
let sum =
  "\(figure(counterResult.medians[0])) + \(figure(counterResult.medians[1]))"
row(
  "counter increment: board + swift-prometheus alone / `MultiplexMetricsHandler` of both",
  sum, figure(counterResult.medians[2]), counterResult.ratios[0], target: 1.1)
row(
  "counter increment: board + swift-prometheus alone / `BoardMetricsFactory(forwardingTo:)` it",
  sum, figure(counterResult.medians[3]), counterResult.ratios[1], target: 1.1)
row(
  "counter increment: swift-prometheus alone / a `MultiplexMetricsHandler` of it alone",
  figure(counterResult.medians[1]), figure(counterResult.medians[4]), counterResult.ratios[2],
  target: nil)
row(
  "counter increment: board alone / a `MultiplexMetricsHandler` of it alone",
  figure(counterResult.medians[0]), figure(counterResult.medians[5]), counterResult.ratios[3],
  target: nil)
background.cancel()
