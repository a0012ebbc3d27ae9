import CoreMetrics
import Glance
import GlanceCore
import GlanceMetrics
import GlanceTesting
import TestSupport
import Testing

/// Nothing is sampled: with eight writers racing the frames that read them, a counter's total,
/// a floating-point counter's total, a meter moved up and down and a distribution's count equal
/// what the writers wrote, and the last frame shows them.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ExactMetricCountTests {
  nonisolated static let writers = 8
  nonisolated static let writesPerWriter = 5_000
  static var writes: Int { writers * writesPerWriter }

  // Each metric alone on its board: another metric's writes would wake the board and have the
  // frame read this one too, hiding a write that failed to say it changed.
  @Test func aCounterCountsEveryIncrement() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board)
    let requests = Counter(label: "requests", factory: factory)
    await whileFramesAreTaken(by: tester, writers: Self.writers) { writer in
      for _ in 0..<Self.writesPerWriter { requests.increment(by: writer + 1) }
    }
    // 1 + 2 + … + 8 a step, by hand.
    let expected = 36 * Self.writesPerWriter
    guard
      case .count(let total, let rate)? = shown.value(of: MetricName(.counter, label: "requests"))
    else {
      Issue.record("no counter row")
      return
    }
    #expect(total == Int64(expected))
    #expect(rate.total == expected)
  }

  @Test func aFloatingPointCounterCountsEveryIncrement() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board)
    let bytes = FloatingPointCounter(label: "bytes", factory: factory)
    await whileFramesAreTaken(by: tester, writers: Self.writers) { _ in
      for step in 0..<Self.writesPerWriter { bytes.increment(by: step % 2 == 0 ? 0.5 : 0.25) }
    }
    #expect(
      shown.value(of: MetricName(.floatingPointCounter, label: "bytes")).map(Self.total)
        == Double(Self.writes) * 0.375)
  }

  @Test func aMeterMovedUpAndDownEndsWhereTheMovesAddUp() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board)
    let connections = Meter(label: "connections", factory: factory)
    await whileFramesAreTaken(by: tester, writers: Self.writers) { writer in
      for step in 0..<Self.writesPerWriter {
        if step % 4 == 3 { connections.decrement(by: 1) } else { connections.increment(by: 1) }
      }
    }
    guard case .value(let value, _)? = shown.value(of: MetricName(.meter, label: "connections"))
    else {
      Issue.record("no meter row")
      return
    }
    #expect(value == Double(Self.writes / 2))
  }

  @Test func aTimersCountIsEveryDurationRecorded() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    let latency = Timer(label: "latency", factory: factory)
    await whileFramesAreTaken(by: tester, writers: Self.writers) { writer in
      for step in 0..<Self.writesPerWriter {
        latency.recordNanoseconds(Int64(1_000 + (writer * 7_919 + step * 104_729) % 1_000_000))
      }
    }
    guard case .distribution(let summary)? = shown.value(of: MetricName(.timer, label: "latency"))
    else {
      Issue.record("no timer row")
      return
    }
    #expect(summary.count == Self.writes)
    #expect(summary.minimum == 1_000)
    #expect(tester.lines.contains { $0.contains("latency") && $0.contains("\(Self.writes)") })
    // The panel drew a handful of frames, not one per write: a frame reads what was rung for.
    #expect(shown.draws < Self.writes / 10)
  }

  private static func total(_ value: MetricValue) -> Double? {
    guard case .floatingPointCount(let total, _) = value else { return nil }
    return total
  }
}
