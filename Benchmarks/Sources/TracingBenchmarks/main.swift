import Foundation
import GlanceTracing
import InMemoryTracing
import Tracing

// A span's start and end through the `Tracer` API: GlanceTracing's `BoardTracer` against
// swift-distributed-tracing's `InMemoryTracer`, measured in the same run, as lone root spans
// and as traces of a root with two nested children. Samples are taken in pairs, in
// alternating order; the ratio judged is the median of the pairs' ratios. A miss is reported
// in the table, not by the exit status.
//
//   swift run -c release TracingBenchmarks [--repetitions 15] [--traces 200000]

func option(_ name: String, default value: Int) -> Int {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
    let parsed = Int(arguments[index + 1])
  else { return value }
  return parsed
}

func median(_ values: [Double]) -> Double {
  values.sorted()[values.count / 2]
}

/// The load averages from /proc/loadavg.
func loadAverage() -> String {
  let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
  return text.split(separator: " ").prefix(3).joined(separator: " ")
}

let repetitions = option("--repetitions", default: 15)
let traces = option("--traces", default: 200_000)
let inMemory = InMemoryTracer()
let cases = [
  SpanCase.tracing("GlanceTracing", BoardTracer()),
  SpanCase.tracing("InMemoryTracer", inMemory) { inMemory.clearAll() },
]
let cpu =
  (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
  .split(separator: "\n").first { $0.hasPrefix("model name") }
  .map { $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? "" }?
  .trimmingCharacters(in: .whitespaces) ?? "unknown"
print("## Tracing: a span's start and end (ns per span, median of \(repetitions))")
print()
print("- CPU: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("- \(traces) traces per sample, on one thread, through `startSpan` and `end()`")
print("- load average at the start: \(loadAverage())")
print()
print(
  "| spans per trace | GlanceTracing | InMemoryTracer | ratio (median of pairs) | target ≤ 1.0 |")
print("|---|---|---|---|---|")
for spansPerTrace in [1, 3] {
  for spanCase in cases {
    _ = spanCase.nanosecondsPerSpan(traces: traces / 10, spansPerTrace: spansPerTrace)
  }
  var samples = Array(repeating: [Double](), count: cases.count)
  var ratios: [Double] = []
  for repetition in 0..<repetitions {
    var pair = [0.0, 0.0]
    for index in repetition % 2 == 0 ? [0, 1] : [1, 0] {
      pair[index] = cases[index].nanosecondsPerSpan(traces: traces, spansPerTrace: spansPerTrace)
      samples[index].append(pair[index])
    }
    ratios.append(pair[0] / pair[1])
  }
  let ratio = median(ratios)
  let figure = { (value: Double) in String(format: "%.1f", value) }
  print(
    "| \(spansPerTrace) | \(figure(median(samples[0]))) | \(figure(median(samples[1]))) | "
      + "\(String(format: "%.2f", ratio))× | \(ratio <= 1.0 ? "ok" : "MISS") |")
}
print()
print("- load average at the end: \(loadAverage())")
