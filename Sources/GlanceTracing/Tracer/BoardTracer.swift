import Tracing

/// A swift-distributed-tracing `Tracer` whose spans a board shows with no code per operation:
/// bootstrap it, then bind it to panels (``Glance/Panel/showOperations(_:rateOver:)``,
/// ``Glance/Panel/showOpenSpans(_:limit:stuckAfter:)``, ``Glance/Panel/showSlowestTraces(_:keys:)``).
///
/// ```swift
/// let tracer = BoardTracer(forwardingTo: otelTracer)  // or BoardTracer()
/// InstrumentationSystem.bootstrap(tracer)
/// board.panel("Operations").showOperations(tracer)
/// ```
///
/// A span's start and end each copy a few words into the tracer's bounded aggregates under one
/// short lock (per-operation counts and every span's duration, the open spans, the slowest
/// traces kept whole) and never format text. The aggregates are striped: a thread starts its
/// spans under a lock no other thread holds, so that threads tracing at once don't wait for
/// each other. Panels read the aggregates once a frame, and only after a change. Memory is
/// bounded by ``TracingLimits``, never by the rate of spans.
///
/// With a downstream tracer (for example swift-otel's), every span is also started there with
/// the same parent and gets every call the board's span gets (attributes, events, errors,
/// status, links, end), so that a service keeps exporting while the board shows the same
/// spans. The context a span returns holds both tracers' identities, so each tracer's own
/// parent and child links work; context propagation (`inject`, `extract`) is the downstream
/// tracer's.
public final class BoardTracer: Tracer {
  // Public: swift-distributed-tracing's Tracer requires it.
  /// The board's span type.
  public typealias Span = BoardSpan

  /// The aggregates the panels read.
  let store: TracingStore
  /// The tracer every span is forwarded to, if any.
  public let downstream: (any Tracer)?
  /// Reads the time the in-flight panel measures ages against, in nanoseconds since the
  /// epoch.
  let now: @Sendable () -> UInt64

  /// A tracer keeping what `limits` allow, forwarding every span to `downstream` when given.
  ///
  /// - Parameters:
  ///   - downstream: The tracer every span is also started in, such as swift-otel's; `nil`
  ///     (the default) for none.
  ///   - limits: What the tracer keeps: its bounds on memory.
  ///   - now: The time the in-flight panel measures open spans' ages against, in nanoseconds
  ///     since the epoch, on the clock the spans' instants come from (the default tracer
  ///     clock by default).
  public init(
    forwardingTo downstream: (any Tracer)? = nil, limits: TracingLimits = .standard,
    now: @escaping @Sendable () -> UInt64 = { DefaultTracerClock.now.nanosecondsSinceEpoch }
  ) {
    self.downstream = downstream
    store = TracingStore(limits: limits)
    self.now = now
  }

  /// The bounds on what the tracer keeps.
  public var limits: TracingLimits { store.limits }

  /// Starts a span named `operationName`, a child of the board span in `context` if there is
  /// one (else the root of a new trace), and starts the downstream tracer's span with the same
  /// parent.
  public func startSpan<Instant: TracerInstant>(
    _ operationName: String, context: @autoclosure () -> ServiceContext, ofKind kind: SpanKind,
    at instant: @autoclosure () -> Instant, function: String, file fileID: String, line: UInt
  ) -> BoardSpan {
    var context = context()
    let time = instant()
    let start = time.nanosecondsSinceEpoch
    let parent = context.boardSpan
    let started = store.start(operationName, traceID: parent?.traceID, start: start)
    let identity = BoardSpanIdentity(
      traceID: started.traceID, spanID: started.spanID,
      trace: parent?.trace
        ?? TraceRecord(traceID: started.spanID, limit: store.limits.spansPerTrace))
    context.boardSpan = identity
    var forwarded: (any Tracing.Span)?
    if let downstream {
      let span = Self.start(
        downstream, operationName, context: context, kind: kind, at: time,
        function: function, file: fileID, line: line)
      context = span.context
      forwarded = span
    }
    return BoardSpan(
      operationName: operationName, start: start, identity: identity,
      parentSpanID: parent?.spanID, context: context, forwarded: forwarded, store: store,
      ticket: started.ticket)
  }

  /// Starts the downstream span, with `tracer` opened to its concrete type.
  private static func start<Downstream: Tracer, Instant: TracerInstant>(
    _ tracer: Downstream, _ operationName: String, context: ServiceContext, kind: SpanKind,
    at instant: Instant, function: String, file: String, line: UInt
  ) -> any Tracing.Span {
    tracer.startSpan(
      operationName, context: context, ofKind: kind, at: instant, function: function, file: file,
      line: line)
  }

  // Public: swift-distributed-tracing's LegacyTracer requires it.
  /// Flushes the downstream tracer, when there is one; the board itself sends nothing.
  /// (Deprecated as `LegacyTracer`'s requirement is.)
  @available(*, deprecated, message: "as LegacyTracer.forceFlush()")
  public func forceFlush() {
    downstream?.forceFlush()
  }

  /// Injects `context` into `carrier` through the downstream tracer; without one, nothing.
  public func inject<Carrier, Inject: Injector>(
    _ context: ServiceContext, into carrier: inout Carrier, using injector: Inject
  ) where Inject.Carrier == Carrier {
    downstream?.inject(context, into: &carrier, using: injector)
  }

  /// Extracts a remote parent from `carrier` into `context` through the downstream tracer;
  /// without one, nothing. A span whose parent is remote is the root of a board trace.
  public func extract<Carrier, Extract: Extractor>(
    _ carrier: Carrier, into context: inout ServiceContext, using extractor: Extract
  ) where Extract.Carrier == Carrier {
    downstream?.extract(carrier, into: &context, using: extractor)
  }
}
