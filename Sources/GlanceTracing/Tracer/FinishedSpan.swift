import Tracing

/// A span as it ended: what a trace keeps of each of its spans and a waterfall draws. Made
/// once, at the span's end, from what the span recorded; no text is formatted until a frame
/// draws it.
struct FinishedSpan: Sendable {
  /// The operation's name when the span ended.
  var operationName: String
  /// The span's id.
  var spanID: UInt64
  /// The parent's id; `nil` for the trace's root.
  var parentSpanID: UInt64?
  /// When the span started and ended, in nanoseconds since the epoch.
  var start: UInt64
  var end: UInt64
  /// The span's attributes when it ended.
  var attributes: SpanAttributes
  /// Its events, in the order added.
  var events: [SpanEvent]
  /// The errors recorded, in order.
  var errors: [any Error]
  /// The status last set, if any.
  var status: SpanStatus?

  /// How long the span took, in nanoseconds (zero when it ended before it started).
  var duration: UInt64 { end >= start ? end - start : 0 }

  /// Whether the span failed: an error was recorded or its status is `.error`.
  var isError: Bool { !errors.isEmpty || status?.code == .error }
}
