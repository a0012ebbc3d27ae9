import Glance
import GlanceCore
import GlanceTracing
import Synchronization
import Tracing

/// A board with the three tracing panels on one tracer, the operation rows its latest frame
/// read, and a tracer clock the test moves, for tests that check figures exactly.
@MainActor
final class TracingBoard {
  let board = Board("Tracing")
  let tracer: BoardTracer
  /// The tracer's clock, in nanoseconds since the epoch.
  let clock: ManualTracerClock
  /// The rows the operations panel's latest frame read.
  private(set) var rows: [OperationRow] = []

  init(
    limits: TracingLimits = .standard, panels: Set<String> = ["Operations", "In flight", "Slowest"]
  ) {
    let clock = ManualTracerClock()
    self.clock = clock
    tracer = BoardTracer(limits: limits, now: { clock.nanoseconds })
    if panels.contains("Operations") {
      board.panel("Operations").showOperations(tracer) { [unowned self] rows in
        self.rows = rows
        return OperationsWidget(rows)
      }
    }
    if panels.contains("In flight") { board.panel("In flight").showOpenSpans(tracer) }
    if panels.contains("Slowest") { board.panel("Slowest").showSlowestTraces(tracer) }
  }

  /// The row of operation `name`, if the panel shows it.
  func row(_ name: String) -> OperationRow? {
    rows.first { $0.name == name }
  }
}

/// A tracer clock that moves only when the test moves it.
final class ManualTracerClock: Sendable {
  private let now = Atomic<UInt64>(1_000_000_000_000)

  /// The time, in nanoseconds since the epoch.
  var nanoseconds: UInt64 { now.load(ordering: .relaxed) }

  /// The time as a tracer instant, `offset` from now.
  func instant(_ offset: Duration = .zero) -> DefaultTracerClock.Timestamp {
    let (seconds, attoseconds) = offset.components
    let delta = Int64(seconds) * 1_000_000_000 + attoseconds / 1_000_000_000
    return DefaultTracerClock.Timestamp(
      nanosecondsSinceEpoch: UInt64(Int64(nanoseconds) + delta))
  }

  /// Moves the clock on by `duration`.
  func advance(by duration: Duration) {
    now.wrappingAdd(instant(duration).nanosecondsSinceEpoch - nanoseconds, ordering: .relaxed)
  }
}

extension BoardTracer {
  /// Runs a span of `duration` named `name` under `parent`, starting at `clock`'s time (the
  /// clock does not move), and returns it.
  @discardableResult
  func span(
    _ name: String, lasting duration: Duration, after delay: Duration = .zero,
    under parent: BoardSpan? = nil, clock: ManualTracerClock,
    _ body: (BoardSpan) -> Void = { _ in }
  ) -> BoardSpan {
    let span = startSpan(
      name, context: parent?.context ?? .topLevel, at: clock.instant(delay))
    body(span)
    span.end(at: clock.instant(delay + duration))
    return span
  }
}
