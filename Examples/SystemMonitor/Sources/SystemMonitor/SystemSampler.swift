import Foundation
import Glance
import ObserverModel

/// One reading of the machine.
struct SystemSample: Sendable, Equatable {
  /// Each core's busy share since the previous reading, 0…1.
  var cores: [Double] = []
  var memoryUsedGiB = 0.0
  var memoryTotalGiB = 0.0
  /// The load average over the last minute.
  var load = Double.nan
}

/// Reads /proc/stat, /proc/meminfo and /proc/loadavg every `interval` on its own thread and
/// publishes what it read through ``sample``.
final class SystemSampler: PeriodicThread {
  let sample = Observer(SystemSample())
  /// A file's contents; tests hand in their own.
  private let read: (String) -> String?
  /// Each core's time counters at the previous reading.
  private var previous: [[Int]] = []

  init(
    interval: Duration = .milliseconds(500),
    read: @escaping (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }
  ) {
    self.read = read
    super.init(interval: interval, bounds: .milliseconds(100) ... .seconds(10))
  }

  override func tick() {
    var next = SystemSample()
    let cores = lines("/proc/stat").filter { $0.hasPrefix("cpu") && !$0.hasPrefix("cpu ") }
      .map { $0.split(separator: " ").dropFirst().compactMap { Int($0) } }
    next.cores = cores.indices.map { core in
      guard core < previous.count, cores[core].count >= 5 else { return 0 }
      let (now, then) = (cores[core], previous[core])
      let total = now.reduce(0, +) - then.reduce(0, +)
      let idle = now[3] + now[4] - then[3] - then[4]  // idle and iowait
      return total > 0 ? Double(total - idle) / Double(total) : 0
    }
    previous = cores
    var memory: [Substring: Double] = [:]
    for line in lines("/proc/meminfo") {
      let fields = line.split(separator: " ")
      if fields.count >= 2, let kB = Double(fields[1]) { memory[fields[0]] = kB / 1_048_576 }
    }
    next.memoryTotalGiB = memory["MemTotal:"] ?? 0
    next.memoryUsedGiB = next.memoryTotalGiB - (memory["MemAvailable:"] ?? next.memoryTotalGiB)
    next.load =
      lines("/proc/loadavg").first?.split(separator: " ").first.flatMap { Double($0) } ?? .nan
    sample.update(next)
  }

  private func lines(_ path: String) -> [Substring] {
    (read(path) ?? "").split(separator: "\n")
  }
}
