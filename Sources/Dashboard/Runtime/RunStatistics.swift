import Foundation
import GlanceCore

/// A run's totals, written once a second and on exit when `DASHBOARD_STATS_FILE` names a file,
/// so that scripts (the benchmarks in `Benchmarks/run`) can read what the hand-off panel shows
/// without scraping the screen. One `key=value` line per figure; durations in nanoseconds.
struct RunStatistics: Sendable, Equatable {
  /// The environment variable that names the file to write.
  static let environmentKey = "DASHBOARD_STATS_FILE"

  /// Seconds from the app's start to the dump.
  var seconds: Double
  /// Numbers the thread produced.
  var events: Int
  /// Main-loop hops (coalesced `objectWillChange` deliveries) received.
  var hops: Int
  /// Frames drawn.
  var frames: Int
  /// Hand-off latency percentiles over the most recent hops, and how many hops they cover.
  var latencyP50: Duration?
  var latencyP99: Duration?
  var latencySamples: Int
  /// How long a frame (compose and write) held the main loop, over the most recent frames.
  var frameP50: Duration? = nil
  var frameP99: Duration? = nil
  /// How long composing a frame took.
  var composeP50: Duration? = nil
  var composeP99: Duration? = nil
  /// The composing thread's CPU time for a frame (the wall-clock figures above include any time
  /// it was preempted).
  var composeCPUP50: Duration? = nil
  var composeCPUP99: Duration? = nil
  /// From a key being read to the first frame after it being written to the terminal, and
  /// over how many keys.
  var keyToFlushP50: Duration? = nil
  var keyToFlushP99: Duration? = nil
  var keySamples = 0
  /// What the compositor drew: whole screens, header, footer, each panel.
  var composed = CompositionCounts()

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
      handoff_p50_ns=\(nanoseconds(latencyP50))
      handoff_p99_ns=\(nanoseconds(latencyP99))
      handoff_samples=\(latencySamples)
      frame_p50_ns=\(nanoseconds(frameP50))
      frame_p99_ns=\(nanoseconds(frameP99))
      compose_p50_ns=\(nanoseconds(composeP50))
      compose_p99_ns=\(nanoseconds(composeP99))
      compose_cpu_p50_ns=\(nanoseconds(composeCPUP50))
      compose_cpu_p99_ns=\(nanoseconds(composeCPUP99))
      key_to_flush_p50_ns=\(nanoseconds(keyToFlushP50))
      key_to_flush_p99_ns=\(nanoseconds(keyToFlushP99))
      key_samples=\(keySamples)
      \(composed.lines)
      """
  }

  /// Writes the statistics to the file named in `environment`, if any; errors are ignored (the
  /// dump is a measurement aid and must never stop the program from exiting).
  func write(environment: [String: String]) {
    guard let path = environment[Self.environmentKey], !path.isEmpty else { return }
    try? text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
