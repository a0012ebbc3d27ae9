import Foundation

/// The calling thread's CPU time.
func threadCPUNanoseconds() -> Int64 {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}

/// The process's CPU time, user and system, all threads.
func processCPUNanoseconds() -> Int64 {
  var now = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
  return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}

/// The resident set size, in kB, from /proc/self/status.
func residentKilobytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
  else { return 0 }
  return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

/// The CPU model /proc/cpuinfo reports.
func cpuModel() -> String {
  let text = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
  let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
  return line.flatMap { $0.split(separator: ":", maxSplits: 1).last }
    .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
}

/// The load averages from /proc/loadavg.
func loadAverage() -> String {
  let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
  return text.split(separator: " ").prefix(3).joined(separator: " ")
}

extension Duration {
  var secondsValue: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
