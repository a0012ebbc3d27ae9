import Tracing

/// What a span records between its start and its end, under the span's own lock: the part of
/// a span that its code may change from any thread.
struct SpanDetails {
  /// The operation's name (the span's code may rename it, for example to a matched route).
  var operationName: String
  /// Where the span stands in its tracer's aggregates; a rename moves it.
  var ticket: TracingStore.Ticket
  /// The attributes set so far.
  var attributes = SpanAttributes()
  /// The events added so far.
  var events: [SpanEvent] = []
  /// The errors recorded so far.
  var errors: [any Error] = []
  /// The status last set.
  var status: SpanStatus?
  /// When the span ended (nanoseconds since the epoch); `nil` while it is open.
  var end: UInt64?
}
