import Foundation

/// A run's totals, written once a second and on exit when the board's
/// ``Board/writesStatistics(toFileNamedBy:)`` variable names a file, so that scripts and benchmarks can read what
/// the hand-off panel shows without scraping the screen. One `key=value` line per figure;
/// durations in nanoseconds.
struct BoardStatistics: Sendable {
  var seconds: Double
  /// Values produced off the main loop (the hand-off panel's count; writes to the bindings
  /// when none is given).
  var events: Int
  /// Wakes of the main actor by the bindings' writers.
  var hops: Int
  /// Frames drawn.
  var frames: Int
  /// The wakes' latency, from the write that rang to the main actor.
  var handoff: HandoffFigures
  /// How long the first write of each take waited for its frame.
  var writeToFrame: HandoffFigures
  var frame: HandoffFigures
  var frameCPU: HandoffFigures
  /// The CPU time of all frames, composing and writing (off the main actor).
  var frameCPUTotal: Duration
  var compose: HandoffFigures
  var composeCPU: HandoffFigures
  var keyToFlush: HandoffFigures
  /// What the compositor drew.
  var composed: CompositionCounts
  /// The panels' statistics names, by index.
  var panelNames: [String]
  /// When the first frame was on the terminal, in nanoseconds since 1970.
  var firstFrameUnixNanoseconds: Int64? = nil

  /// Percentiles and sample count of one histogram.
  struct HandoffFigures: Sendable {
    var p50: Duration?
    var p99: Duration?
    var samples: Int
  }

  /// The file contents.
  var text: String {
    func nanoseconds(_ duration: Duration?) -> String {
      guard let duration else { return "none" }
      let (seconds, attoseconds) = duration.components
      return String(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
    return """
      seconds=\(String(format: "%.3f", seconds))
      events=\(events)
      hops=\(hops)
      frames=\(frames)
      handoff_p50_ns=\(nanoseconds(handoff.p50))
      handoff_p99_ns=\(nanoseconds(handoff.p99))
      handoff_samples=\(handoff.samples)
      write_to_frame_p50_ns=\(nanoseconds(writeToFrame.p50))
      write_to_frame_p99_ns=\(nanoseconds(writeToFrame.p99))
      frame_p50_ns=\(nanoseconds(frame.p50))
      frame_p99_ns=\(nanoseconds(frame.p99))
      frame_cpu_p50_ns=\(nanoseconds(frameCPU.p50))
      frame_cpu_p99_ns=\(nanoseconds(frameCPU.p99))
      frame_cpu_total_ns=\(nanoseconds(frameCPUTotal))
      compose_p50_ns=\(nanoseconds(compose.p50))
      compose_p99_ns=\(nanoseconds(compose.p99))
      compose_cpu_p50_ns=\(nanoseconds(composeCPU.p50))
      compose_cpu_p99_ns=\(nanoseconds(composeCPU.p99))
      key_to_flush_p50_ns=\(nanoseconds(keyToFlush.p50))
      key_to_flush_p99_ns=\(nanoseconds(keyToFlush.p99))
      key_samples=\(keyToFlush.samples)
      first_frame_unix_ns=\(firstFrameUnixNanoseconds.map(String.init) ?? "none")
      \(composed.lines(names: panelNames))
      """
  }

  /// Writes the statistics to `path`; errors are ignored (the dump is a measurement aid and
  /// must never stop the program from exiting).
  func write(to path: String) {
    try? text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
