import CoreMetrics
import Glance
import GlanceCore
import GlanceMetrics
import GlanceTesting
import MetricsTestKit
import TestSupport
import Testing

/// Beside another backend through `MultiplexMetricsHandler`, as a service keeps its exporter:
/// both get every value, and destroying a metric removes it from both.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct MultiplexTests {
  @Test func bothFactoriesGetEveryValue() async throws {
    let board = BoardMetricsFactory()
    let other = TestMetrics()
    let multiplex = MultiplexMetricsHandler(factories: [board, other])
    let shown = MetricsBoard(board)
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    let requests = Counter(label: "requests", dimensions: [("status", "200")], factory: multiplex)
    let latency = Timer(label: "latency", factory: multiplex)
    let depth = Gauge(label: "depth", factory: multiplex)
    await whileFramesAreTaken(by: tester, writers: 8) { writer in
      for step in 0..<500 {
        requests.increment()
        latency.recordMicroseconds(writer * 500 + step)
      }
    }
    depth.record(12)
    await tester.settle()

    #expect(try other.expectCounter("requests", [("status", "200")]).totalValue == 4_000)
    #expect(try other.expectTimer("latency").values.count == 4_000)
    #expect(try other.expectGauge("depth").lastValue == 12)
    let name = MetricName(.counter, label: "requests", dimensions: [("status", "200")])
    guard case .count(let total, _)? = shown.value(of: name),
      case .distribution(let summary)? = shown.value(of: MetricName(.timer, label: "latency"))
    else {
      Issue.record("rows missing: \(shown.names)")
      return
    }
    #expect(total == 4_000)
    #expect(summary.count == 4_000)
    #expect(shown.value(of: MetricName(.gauge, label: "depth")) == .value(12, trend: [0, 12]))

    latency.destroy()
    await tester.settle()
    #expect(!shown.names.contains("latency"))
    #expect(throws: (any Error).self) { try other.expectTimer("latency") }
  }
}
