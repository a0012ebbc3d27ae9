import Foundation

// The library benchmarks: every delivery and churn case, interleaved repetition by repetition so
// that machine noise hits all of them alike, then one table with same-run ratios and targets.
//
//   ObserverBenchmarks [--repetitions R] [--sample-ms M] [--only KEY-PREFIX] [--sizes 1,10]
//
// `--only` keeps the cases whose key starts with the prefix (for profiling one path); several
// prefixes may be given separated by commas, to compare a path with its floor in the same run.
// `--sizes` keeps only the listed delivery sizes (for profiling one size; the report's targets
// then judge only those).

var repetitions = 9
var sampleMilliseconds = 4.0
var only = ""
var sizes = [1, 10, 100, 1000]
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--repetitions": repetitions = Int(arguments.popFirst() ?? "") ?? repetitions
  case "--only": only = arguments.popFirst() ?? ""
  case "--sample-ms": sampleMilliseconds = Double(arguments.popFirst() ?? "") ?? sampleMilliseconds
  case "--sizes":
    let listed = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
    if !listed.isEmpty { sizes = listed }
  default:
    FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
    exit(2)
  }
}

let harness = Harness(sampleNanoseconds: UInt64(sampleMilliseconds * 1_000_000))
var results = Results()
var checksumTotal = 0

/// Prepares every case at one size, calibrates each, then takes interleaved samples.
@MainActor func measureAll(
  keys: [String], size: Int, prepare: [@Sendable (Int) -> Prepared]
) -> [String: Samples] {
  let workloads = prepare.map { $0(size) }
  let iterations = workloads.map { harness.calibrate($0) }
  var samples = Array(repeating: Samples(), count: workloads.count)
  for _ in 0..<repetitions {
    for index in workloads.indices {
      harness.sample(workloads[index], iterations: iterations[index], into: &samples[index])
    }
  }
  for workload in workloads { checksumTotal &+= checksum(workload.keepAlive) }
  return Dictionary(uniqueKeysWithValues: zip(keys, samples))
}

let prefixes = only.split(separator: ",").map(String.init)
/// Whether `key` is selected by `--only` (every key when no prefix was given).
func selected(_ key: String) -> Bool {
  prefixes.isEmpty || prefixes.contains { key.hasPrefix($0) }
}

/// The one-minute load average, from /proc/loadavg (nil where there is none).
func loadAverage() -> Double? {
  guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
    return nil
  }
  return text.split(separator: " ").first.flatMap { Double($0) }
}

let loadAtStart = loadAverage()
let started = now()
for size in sizes {
  let cases = deliveryCases.filter { selected($0.key) }
  let measured = measureAll(keys: cases.map(\.key), size: size, prepare: cases.map(\.prepare))
  for (key, samples) in measured { results.delivery[key, default: [:]][size] = samples }
  FileHandle.standardError.write(Data("delivery N=\(size) done\n".utf8))
}
for size in churnSizes {
  let cases = churnCases.filter { $0.sizes.contains(size) && selected($0.key) }
  let measured = measureAll(keys: cases.map(\.key), size: size, prepare: cases.map(\.prepare))
  for (key, samples) in measured { results.churn[key, default: [:]][size] = samples }
  FileHandle.standardError.write(Data("churn n=\(size) done\n".utf8))
}

confirmMarginalMisses(&results, sizes: sizes) { keys, size in
  let cases = deliveryCases.filter { keys.contains($0.key) }
  FileHandle.standardError.write(Data("measuring again: \(keys) at N=\(size)\n".utf8))
  return measureAll(keys: cases.map(\.key), size: size, prepare: cases.map(\.prepare))
}
let missed = report(results, sizes: sizes, repetitions: repetitions)
print(
  "\n\(missed) target(s) missed; library benchmarks took \(format(Double(now() - started) / 1e9)) s"
    + " (checksum \(checksumTotal & 0xffff))")
// The targets are same-run ratios, judged for a quiet machine: this process keeps one core
// busy, so a load average well above one means other work shared the cores and moved the
// ratios. Say so rather than leave a MISS unexplained.
let loads = [loadAtStart, loadAverage()].compactMap { $0 }
let cores = ProcessInfo.processInfo.activeProcessorCount
if let busiest = loads.max() {
  let quiet = busiest < Double(cores) - 0.5
  print(
    "load average \(loads.map { format($0) }.joined(separator: " → ")) on \(cores) cores: "
      + (quiet
        ? "quiet enough for the targets"
        : "not quiet (other work shared the cores), so a MISS above may be noise: "
          + "run again on a quiet machine"))
}
