import Synchronization
import Tracing

/// A span of a ``BoardTracer``: it records what its code sets (name, attributes, events,
/// errors, status) under a lock of its own, and when it ends it counts into its tracer's
/// aggregates and joins its trace. With a tracer that forwards, every call also goes to the
/// downstream tracer's span, started with the same parent.
///
/// Get one from the tracer (`withSpan`, `startSpan`); its ``context`` makes the spans started
/// from it its children, for the board and for the downstream tracer alike.
public final class BoardSpan: Span {
  /// The service context of the span: its parent's, with this span's identity for the board
  /// and, when the tracer forwards, the downstream tracer's.
  public let context: ServiceContext
  /// The trace's id (its root span's id), unique within the tracer.
  package let traceID: UInt64
  /// The span's id, unique within the tracer.
  package let spanID: UInt64
  /// The parent's id; `nil` for a trace's root.
  package let parentSpanID: UInt64?
  /// When the span started, in nanoseconds since the epoch.
  let start: UInt64
  /// The aggregates the span counts into.
  private let store: TracingStore
  /// The record of the span's trace.
  private let trace: TraceRecord
  /// The downstream tracer's span, when the tracer forwards.
  private let forwarded: (any Span)?
  private let details: Mutex<SpanDetails>
  /// Pairs the mutex with an acquire/release atomic that ThreadSanitizer can see (it cannot
  /// see the futex's own hand-off).
  private let handoff = Atomic<Int>(0)

  init(
    operationName: String, start: UInt64, identity: BoardSpanIdentity, parentSpanID: UInt64?,
    context: ServiceContext, forwarded: (any Span)?, store: TracingStore,
    ticket: TracingStore.Ticket
  ) {
    self.context = context
    traceID = identity.traceID
    spanID = identity.spanID
    self.parentSpanID = parentSpanID
    self.start = start
    trace = identity.trace
    self.forwarded = forwarded
    self.store = store
    details = Mutex(SpanDetails(operationName: operationName, ticket: ticket))
  }

  private func withDetails<Result>(_ body: (inout SpanDetails) -> Result) -> Result {
    details.withLock { details in
      _ = handoff.load(ordering: .acquiring)
      defer { handoff.store(0, ordering: .releasing) }
      return body(&details)
    }
  }

  // Public: swift-distributed-tracing's Span requires it.
  /// The operation's name; a new name moves the open span to that name's row in the
  /// operations panel (a router renames its span once the route matched).
  public var operationName: String {
    get { withDetails { $0.operationName } }
    set {
      // The store's lock is taken inside the span's: a span's own calls are the only ones
      // that take both, always in this order.
      withDetails { details in
        guard details.end == nil, details.operationName != newValue else { return }
        details.operationName = newValue
        details.ticket = store.rename(spanID, ticket: details.ticket, to: newValue)
      }
      forwarded?.operationName = newValue
    }
  }

  /// The span's attributes.
  public var attributes: SpanAttributes {
    get { withDetails { $0.attributes } }
    set {
      withDetails { $0.attributes = newValue }
      forwarded?.attributes = newValue
    }
  }

  // Public: swift-distributed-tracing's Span requires it.
  /// Whether the span is still open: it records until it ends.
  public var isRecording: Bool { withDetails { $0.end == nil } }

  // Public: swift-distributed-tracing's Span requires it.
  /// Sets the span's status; an `.error` status counts the span among its operation's errors.
  public func setStatus(_ status: SpanStatus) {
    withDetails { $0.status = status }
    forwarded?.setStatus(status)
  }

  // Public: swift-distributed-tracing's Span requires it.
  /// Adds `event`, shown under the span in a trace's waterfall.
  public func addEvent(_ event: SpanEvent) {
    withDetails { $0.events.append(event) }
    forwarded?.addEvent(event)
  }

  // Public: swift-distributed-tracing's Span requires it.
  /// Records `error`, which counts the span among its operation's errors; the waterfall shows
  /// it under the span.
  public func recordError<Instant: TracerInstant>(
    _ error: any Error, attributes: SpanAttributes, at instant: @autoclosure () -> Instant
  ) {
    let time = instant()
    withDetails { $0.errors.append(error) }
    forwarded?.recordError(error, attributes: attributes, at: time)
  }

  // Public: swift-distributed-tracing's Span requires it.
  /// Forwards `link` to the downstream tracer's span (the board does not show links).
  public func addLink(_ link: SpanLink) {
    forwarded?.addLink(link)
  }

  /// Ends the span at `instant`: it counts into its operation's rate, errors and durations,
  /// leaves the open spans, and joins its trace. A second end does nothing.
  public func end<Instant: TracerInstant>(at instant: @autoclosure () -> Instant) {
    let time = instant()
    let end = time.nanosecondsSinceEpoch
    let ended = withDetails { details -> (FinishedSpan, TracingStore.Ticket)? in
      guard details.end == nil else { return nil }
      details.end = end
      let finished = FinishedSpan(
        operationName: details.operationName, spanID: spanID, parentSpanID: parentSpanID,
        start: start, end: end, attributes: details.attributes, events: details.events,
        errors: details.errors, status: details.status)
      return (finished, details.ticket)
    }
    guard let (finished, ticket) = ended else { return }
    trace.add(finished, context: parentSpanID == nil && forwarded != nil ? context : nil)
    store.end(finished, ticket: ticket, trace: parentSpanID == nil ? trace : nil)
    forwarded?.end(at: time)
  }
}
