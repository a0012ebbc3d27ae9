// Public: the limits a program passes to BoardTracer, each a setting its initializer takes.
/// How much a ``BoardTracer`` keeps: the bounds on its memory, whatever the rate of spans.
public struct TracingLimits: Sendable, Equatable {
  /// The operation names with a row of their own; spans under further names count in one
  /// row named ``overflowName``.
  public var operations: Int
  /// The open spans listed for the in-flight panel in each of the tracer's stripes, the oldest
  /// of those it was offered (a thread starts its spans in one stripe; all of them are
  /// counted). The tracer has twice as many stripes as processors, from 2 to 16.
  public var openSpans: Int
  /// The slowest traces kept whole.
  public var slowestTraces: Int
  /// The spans kept of each trace (the rest are counted as dropped).
  public var spansPerTrace: Int
  /// How long a kept trace stays among the slowest once newer traces end.
  public var recency: Duration

  /// The name of the row that counts the operations beyond ``operations``.
  public static let overflowName = "(other operations)"

  /// Limits of `operations` names, `openSpans` listed open spans, `slowestTraces` traces of
  /// at most `spansPerTrace` spans each, kept for `recency`.
  public init(
    operations: Int = 500, openSpans: Int = 10_000, slowestTraces: Int = 10,
    spansPerTrace: Int = 200, recency: Duration = .seconds(300)
  ) {
    self.operations = max(1, operations)
    self.openSpans = max(0, openSpans)
    self.slowestTraces = max(0, slowestTraces)
    self.spansPerTrace = max(1, spansPerTrace)
    self.recency = max(.zero, recency)
  }

  /// 500 operations, 10 000 open spans listed, the 10 slowest traces of up to 200 spans each,
  /// kept for five minutes.
  public static let standard = TracingLimits()

  /// ``recency`` in nanoseconds.
  var recencyNanoseconds: UInt64 {
    let (seconds, attoseconds) = recency.components
    return UInt64(max(0, seconds)) &* 1_000_000_000 &+ UInt64(max(0, attoseconds / 1_000_000_000))
  }
}
