import CoreMetrics
import Foundation
import GlanceMetrics
import Prometheus

// A counter increment through swift-metrics' `Counter`: GlanceMetrics' `BoardMetricsFactory`
// against swift-prometheus' `PrometheusMetricsFactory`, measured in the same run, on one thread
// and on eight threads sharing the counter. Samples are taken in pairs, one of each, so that
// noise from other work on the machine hits both alike; the ratio judged is the median of the
// pairs' ratios. A miss is reported in
// the table, as the other benchmarks do, not by the exit status.
//
//   swift run -c release MetricsBenchmarks [--repetitions 15] [--increments-per-thread 2000000]

func option(_ name: String, default value: Int) -> Int {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
    let parsed = Int(arguments[index + 1])
  else { return value }
  return parsed
}

let repetitions = option("--repetitions", default: 15)
let perThread = option("--increments-per-thread", default: 2_000_000)
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

/// The load averages from /proc/loadavg.
func loadAverage() -> String {
  let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
  return text.split(separator: " ").prefix(3).joined(separator: " ")
}

let cpu =
  (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
  .split(separator: "\n").first { $0.hasPrefix("model name") }
  .map { $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? "" }?
  .trimmingCharacters(in: .whitespaces) ?? "unknown"
print("## Metrics: a counter increment (ns of CPU per increment, median of \(repetitions))")
print()
print("- CPU: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("- \(perThread) increments per thread per sample through `Counter.increment()`")
print("- load average at the start: \(loadAverage())")
print()
print(
  "| threads | GlanceMetrics | swift-prometheus | ratio (median of pairs) | middle half of ratios "
    + "| target ≤ 1.0 |")
print("|---|---|---|---|---|---|")
for threads in [1, 8] {
  // Warm up both, then take the samples in pairs, in alternating order, so that a pair shares
  // the machine's state and neither side always goes first.
  for counterCase in cases {
    _ = counterCase.nanosecondsPerIncrement(perThread: perThread / 10, threads: threads)
  }
  var samples = Array(repeating: [Double](), count: cases.count)
  var ratios: [Double] = []
  for repetition in 0..<repetitions {
    let order = repetition % 2 == 0 ? [0, 1] : [1, 0]
    var pair = [0.0, 0.0]
    for index in order {
      pair[index] = cases[index].nanosecondsPerIncrement(perThread: perThread, threads: threads)
      samples[index].append(pair[index])
    }
    ratios.append(pair[0] / pair[1])
  }
  let (ours, peer, ratio) = (median(samples[0]), median(samples[1]), median(ratios))
  let sorted = ratios.sorted()
  let middle = (sorted[sorted.count / 4], sorted[sorted.count * 3 / 4])
  let figure = { (value: Double) in String(format: "%.2f", value) }
  print(
    "| \(threads) | \(figure(ours)) | \(figure(peer)) | \(figure(ratio))× | "
      + "\(figure(middle.0))–\(figure(middle.1))× | \(ratio <= 1.0 ? "ok" : "MISS") |")
}
print()
print("- load average at the end: \(loadAverage())")
