import Foundation

/// What a flood run measured, and its report: a Markdown table with a verdict per target of
/// issue 33 (1 M spans a second for 60 s: RSS within +10 MB, at least 28 frames a second,
/// every span counted).
struct FloodFigures {
  var loadAtStart = ""
  var loadAtEnd = ""
  /// VmRSS in kB at the writers' start, 5 s in, and once every span is drawn.
  var rssStart = 0
  var rssWarm: Int?
  var rssEnd = 0
  /// Spans the writers started, and the sums of the operations panel's last rows.
  var started = 0
  var counted = 0
  var inFlight = 0
  var rows: [(name: String, count: Int)] = []
  /// How long the writers wrote, and from their stop until the panel showed every span.
  var writing = Duration.zero
  var settle = Duration.zero
  var frames = FrameSamples()
  var processCPU = Duration.zero
  var writersCPU = Duration.zero

  /// The report for a run that asked for `rate` spans a second from `writers` threads.
  func report(rate: Int, writers: Int) -> String {
    let achieved = Double(started) / max(writing.secondsValue, 1e-9)
    let warm = rssWarm ?? rssStart
    let growth = Double(rssEnd - warm) / 1024
    let (fps, lowest) = (frames.perSecond, frames.lowest)
    let ops = rows.map { "\($0.name) \(number($0.count))" }.joined(separator: ", ")
    func verdict(_ passed: Bool) -> String { passed ? "PASS" : "MISS" }
    func fixed(_ value: Double, _ digits: Int = 1) -> String {
      String(format: "%.\(digits)f", value)
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    return """
      ### Trace flood: \(number(rate)) spans/s asked of \(writers) writers, \
      \(fixed(writing.secondsValue)) s

      - \(cores) cores: \(cpuModel())
      - load average at the start \(loadAtStart), at the end \(loadAtEnd)
      - CPU: process \(fixed(processCPU.secondsValue)) s, of which the writers \
      \(fixed(writersCPU.secondsValue)) s, over \(fixed(writing.secondsValue)) s of writing

      | measurement | value | target | verdict |
      | --- | --- | --- | --- |
      | spans started (root + 2 children per trace), all writers | \(number(started)) \
      (\(number(Int(achieved))) a second) | 1,000,000 a second | \
      \(verdict(achieved >= 999_000)) |
      | spans counted by the operations panel (its rows: \(ops)); in flight | \
      \(number(counted)); \(inFlight) | = spans started; 0 | \
      \(verdict(counted == started && inFlight == 0)) |
      | writers stopped → the panel shows every span | \
      \(fixed(settle.secondsValue * 1000)) ms | information | — |
      | frames a second over the writing (the board's own count); lowest second | \
      \(fixed(fps)); \(fixed(lowest)) | ≥ 28 | \(verdict(fps >= 28)) |
      | VmRSS at the start / 5 s in / at the end | \(number(rssStart)) / \
      \(number(warm)) / \(number(rssEnd)) kB | information | — |
      | RSS growth from 5 s in to the end | \(fixed(growth, 2)) MB | ≤ +10 MB | \
      \(verdict(growth <= 10)) |

      """
  }

  /// `value` with thousands separated by commas.
  private func number(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }
}
