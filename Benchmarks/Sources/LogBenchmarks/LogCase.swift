import Dispatch
import Logging

/// One way to log a record, timed: `body` logs `count` records through `logger`.
struct LogCase {
  /// A short name for `--case` (see main.swift).
  let key: String
  /// The table's row label.
  let name: String
  let logger: Logger
  let body: (Logger, Int) -> Void
  /// Records per sample, calibrated to about `sampleNanoseconds`.
  var count = 1

  /// Nanoseconds per record of one sample of `count` records.
  func sample() -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body(logger, count)
    let end = DispatchTime.now().uptimeNanoseconds
    return Double(end - start) / Double(count)
  }

  /// Grows `count` until one sample takes at least `nanoseconds`.
  mutating func calibrate(to nanoseconds: Double) {
    while sample() * Double(count) < nanoseconds { count *= 2 }
  }
}

/// The median of `values`.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
