import CoreMetrics
import Foundation
import GlanceMetrics
import Prometheus

// A counter increment through swift-metrics' `Counter`: GlanceMetrics' `BoardMetricsFactory`
// against swift-prometheus' `PrometheusMetricsFactory`, measured in the same run, on one thread
// and on eight threads sharing the counter. Samples alternate between the two so that noise
// from other work on the machine hits both alike; figures are medians. A miss is reported in
// the table, as the other benchmarks do, not by the exit status.
//
//   swift run -c release MetricsBenchmarks [--repetitions 15] [--increments 2000000]

func option(_ name: String, default value: Int) -> Int {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
    let parsed = Int(arguments[index + 1])
  else { return value }
  return parsed
}

let repetitions = option("--repetitions", default: 15)
let increments = option("--increments", default: 2_000_000)
let cases = [
  CounterCase(
    name: "GlanceMetrics", counter: Counter(label: "bench", factory: BoardMetricsFactory())),
  CounterCase(
    name: "swift-prometheus",
    counter: Counter(
      label: "bench", factory: PrometheusMetricsFactory(registry: PrometheusCollectorRegistry()))),
]

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

let cpu =
  (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
  .split(separator: "\n").first { $0.hasPrefix("model name") }
  .map { $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? "" }?
  .trimmingCharacters(in: .whitespaces) ?? "unknown"
print("## Metrics: a counter increment (ns of CPU per increment, median of \(repetitions))")
print()
print("- CPU: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("- \(increments) increments per sample through `Counter.increment()`")
print()
print("| threads | GlanceMetrics | swift-prometheus | ratio | target ≤ 1.0 |")
print("|---|---|---|---|---|")
for threads in [1, 8] {
  // Warm up both, then alternate their samples.
  for counterCase in cases {
    _ = counterCase.nanosecondsPerIncrement(increments: increments / 10, threads: threads)
  }
  var samples = Array(repeating: [Double](), count: cases.count)
  for _ in 0..<repetitions {
    for (index, counterCase) in cases.enumerated() {
      samples[index].append(
        counterCase.nanosecondsPerIncrement(increments: increments, threads: threads))
    }
  }
  let (ours, peer) = (median(samples[0]), median(samples[1]))
  let ratio = ours / peer
  print(
    "| \(threads) | \(String(format: "%.2f", ours)) | \(String(format: "%.2f", peer)) | "
      + "\(String(format: "%.2f", ratio))× | \(ratio <= 1.0 ? "ok" : "MISS") |")
}
