import Foundation
import Testing

@testable import Glance

@Suite("Run statistics dump (DASHBOARD_STATS_FILE)")
struct RunStatisticsTests {
  private static func figures(_ p50: Duration?, _ p99: Duration?, _ samples: Int)
    -> BoardStatistics.HandoffFigures
  {
    .init(p50: p50, p99: p99, samples: samples)
  }

  @Test func textHasOneKeyValueLinePerFigure() {
    var composed = CompositionCounts()
    composed.whole = 1
    composed.footer = 2
    composed.overlay = 3
    composed.count(panel: 0)
    composed.count(panel: 3)
    composed.count(panel: 0)
    let statistics = BoardStatistics(
      seconds: 2.5, events: 2000, hops: 1900, frames: 60,
      handoff: Self.figures(.nanoseconds(2_500), .microseconds(12), 1024),
      writeToFrame: Self.figures(.microseconds(40), .milliseconds(33), 60),
      frame: Self.figures(.microseconds(80), .microseconds(150), 60),
      frameCPU: Self.figures(.microseconds(70), .microseconds(110), 60),
      frameCPUTotal: .microseconds(4_321),
      compose: Self.figures(.microseconds(30), .microseconds(90), 60),
      composeCPU: Self.figures(.microseconds(25), .microseconds(70), 60),
      keyToFlush: Self.figures(.milliseconds(2), .milliseconds(9), 12), composed: composed,
      panelNames: ["numbers", "cart", "lifecycle", "handoff", "extra"],
      firstFrameUnixNanoseconds: 1_700_000_000_123_456_789)
    #expect(
      statistics.text == """
        seconds=2.500
        events=2000
        hops=1900
        frames=60
        handoff_p50_ns=2500
        handoff_p99_ns=12000
        handoff_samples=1024
        write_to_frame_p50_ns=40000
        write_to_frame_p99_ns=33000000
        frame_p50_ns=80000
        frame_p99_ns=150000
        frame_cpu_p50_ns=70000
        frame_cpu_p99_ns=110000
        frame_cpu_total_ns=4321000
        compose_p50_ns=30000
        compose_p99_ns=90000
        compose_cpu_p50_ns=25000
        compose_cpu_p99_ns=70000
        key_to_flush_p50_ns=2000000
        key_to_flush_p99_ns=9000000
        key_samples=12
        first_frame_unix_ns=1700000000123456789
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
    let none = Self.figures(nil, nil, 0)
    let statistics = BoardStatistics(
      seconds: 0, events: 0, hops: 0, frames: 0, handoff: none, writeToFrame: none, frame: none,
      frameCPU: none,
      frameCPUTotal: .zero, compose: none, composeCPU: none, keyToFlush: none,
      composed: CompositionCounts(),
      panelNames: [])
    #expect(statistics.text.contains("handoff_p50_ns=none\nhandoff_p99_ns=none\n"))
    #expect(statistics.text.contains("\nfirst_frame_unix_ns=none\n"))
  }

  @Test func writesTheFileItIsGiven() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("run-statistics-\(UUID().uuidString).txt").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let none = Self.figures(nil, nil, 0)
    let statistics = BoardStatistics(
      seconds: 1, events: 1, hops: 1, frames: 1, handoff: none, writeToFrame: none, frame: none,
      frameCPU: none,
      frameCPUTotal: .zero, compose: none, composeCPU: none, keyToFlush: none,
      composed: CompositionCounts(),
      panelNames: ["a"])
    statistics.write(to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == statistics.text)
  }
}
