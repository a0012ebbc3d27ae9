import Synchronization
import Tracing

/// One trace's finished spans, kept together for the slowest-traces panel: its spans add
/// themselves as they end, up to a cap (the rest are counted). The root's span holds it while
/// the trace runs; the store keeps it afterwards only while the trace is among the slowest.
final class TraceRecord: Sendable {
  /// The spans kept and those the cap turned away.
  struct Spans: Sendable {
    var spans: [FinishedSpan] = []
    var dropped = 0
    /// The root span's context when its tracer forwards: it holds the downstream tracer's
    /// span, whose trace id the panel reads (``ForwardedTraceID``) when it shows the trace.
    var rootContext: ServiceContext?
  }

  /// The trace's id.
  let traceID: UInt64
  private let limit: Int
  private let state: Mutex<Spans>
  /// Pairs the mutex with an atomic ThreadSanitizer can see.
  private let handoff = Atomic<Int>(0)

  /// A record of trace `traceID` keeping at most `limit` spans.
  init(traceID: UInt64, limit: Int) {
    self.traceID = traceID
    self.limit = max(1, limit)
    var spans = Spans()
    spans.spans.reserveCapacity(min(self.limit, 4))
    state = Mutex(spans)
  }

  private func withState<Result>(_ body: (inout Spans) -> Result) -> Result {
    state.withLock { spans in
      _ = handoff.load(ordering: .acquiring)
      defer { handoff.store(0, ordering: .releasing) }
      return body(&spans)
    }
  }

  /// Keeps `span`, unless the trace already keeps its limit (the root always has a place: it
  /// replaces the newest span kept, which is counted as dropped instead). A root passes its
  /// `context` when its tracer forwards.
  func add(_ span: FinishedSpan, context: ServiceContext? = nil) {
    withState { state in
      if let context { state.rootContext = context }
      if state.spans.count < limit {
        state.spans.append(span)
      } else {
        state.dropped += 1
        if span.parentSpanID == nil { state.spans[state.spans.count - 1] = span }
      }
    }
  }

  /// The spans kept so far and how many the cap turned away.
  var spans: Spans { withState { $0 } }
}
