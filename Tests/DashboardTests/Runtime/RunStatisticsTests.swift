import Foundation
import Testing

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

@Suite("Run statistics dump (DASHBOARD_STATS_FILE)")
struct RunStatisticsTests {
  @Test func textHasOneKeyValueLinePerFigure() {
    var composed = CompositionCounts()
    composed.whole = 1
    composed.footer = 2
    composed.overlay = 3
    composed.count(.numbers)
    composed.count(.handoff)
    composed.count(.numbers)
    let statistics = RunStatistics(
      seconds: 2.5, events: 2000, hops: 1900, frames: 60,
      latencyP50: .nanoseconds(2_500), latencyP99: .microseconds(12), latencySamples: 1024,
      frameP50: .microseconds(80), frameP99: .microseconds(150), composeP50: .microseconds(30),
      composeP99: .microseconds(90), composeCPUP50: .microseconds(25),
      composeCPUP99: .microseconds(70), keyToFlushP50: .milliseconds(2),
      keyToFlushP99: .milliseconds(9), keySamples: 12, composed: composed)
    #expect(
      statistics.text == """
        seconds=2.500
        events=2000
        hops=1900
        frames=60
        handoff_p50_ns=2500
        handoff_p99_ns=12000
        handoff_samples=1024
        frame_p50_ns=80000
        frame_p99_ns=150000
        compose_p50_ns=30000
        compose_p99_ns=90000
        compose_cpu_p50_ns=25000
        compose_cpu_p99_ns=70000
        key_to_flush_p50_ns=2000000
        key_to_flush_p99_ns=9000000
        key_samples=12
        composed_whole=1
        composed_header=0
        composed_footer=2
        composed_numbers=2
        composed_cart=0
        composed_lifecycle=0
        composed_handoff=1
        composed_extra=0
        composed_overlay=3

        """)
  }

  @Test func missingLatenciesAreNone() {
    let statistics = RunStatistics(
      seconds: 0, events: 0, hops: 0, frames: 0, latencyP50: nil, latencyP99: nil,
      latencySamples: 0)
    #expect(statistics.text.contains("handoff_p50_ns=none\nhandoff_p99_ns=none\n"))
  }

  @Test func writesOnlyWhenTheVariableNamesAFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("run-statistics-\(UUID().uuidString).txt").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let statistics = RunStatistics(
      seconds: 1, events: 1, hops: 1, frames: 1, latencyP50: nil, latencyP99: nil,
      latencySamples: 0)
    statistics.write(environment: [:])
    statistics.write(environment: [RunStatistics.environmentKey: ""])
    #expect(!FileManager.default.fileExists(atPath: path))
    statistics.write(environment: [RunStatistics.environmentKey: path])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == statistics.text)
  }
}
