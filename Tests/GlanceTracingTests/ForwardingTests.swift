import GlanceTracing
import InMemoryTracing
import Testing
import Tracing

/// A board tracer in front of swift-distributed-tracing's `InMemoryTracer`: every span, with
/// everything its code records, reaches the downstream tracer, and each tracer's own
/// parent/child links hold.
@Suite struct ForwardingTests {
  struct Failure: Error, Equatable {
    var reason: String
  }

  @Test func everySpanAndWhatItRecordsIsForwarded() throws {
    let downstream = InMemoryTracer()
    let tracer = BoardTracer(forwardingTo: downstream)
    let root = tracer.startSpan("GET /orders", context: .topLevel, ofKind: .server)
    let child = tracer.startSpan("db.query", context: root.context, ofKind: .client)
    child.attributes["db.rows"] = 42
    child.addEvent(SpanEvent(name: "cache miss"))
    child.recordError(Failure(reason: "timeout"))
    child.setStatus(SpanStatus(code: .error, message: "timed out"))
    child.addLink(SpanLink(context: .topLevel, attributes: ["why": "retry"]))
    child.operationName = "db.query orders"
    #expect(downstream.activeSpans.count == 2)
    child.end()
    root.end()

    let finished = downstream.finishedSpans
    #expect(finished.map(\.operationName) == ["db.query orders", "GET /orders"])
    let (forwardedChild, forwardedRoot) = (finished[0], finished[1])
    #expect(forwardedChild.parentSpanID == forwardedRoot.spanID)
    #expect(forwardedChild.traceID == forwardedRoot.traceID)
    #expect(forwardedRoot.parentSpanID == nil)
    #expect(forwardedChild.kind == .client)
    #expect(forwardedChild.attributes.get("db.rows") == .int64(42))
    #expect(forwardedChild.events.map(\.name) == ["cache miss"])
    #expect(
      forwardedChild.errors.compactMap { $0.error as? Failure } == [Failure(reason: "timeout")])
    #expect(forwardedChild.status == SpanStatus(code: .error, message: "timed out"))
    #expect(forwardedChild.links.count == 1)
    #expect(downstream.activeSpans.isEmpty)
  }

  @Test func startAndEndInstantsAreTheSameForBothTracers() {
    let downstream = InMemoryTracer()
    let tracer = BoardTracer(forwardingTo: downstream)
    let span = tracer.startSpan(
      "job", context: .topLevel, at: DefaultTracerClock.Timestamp(nanosecondsSinceEpoch: 1_000))
    span.end(at: DefaultTracerClock.Timestamp(nanosecondsSinceEpoch: 5_000))
    let finished = downstream.finishedSpans
    #expect(finished.first?.startInstant.nanosecondsSinceEpoch == 1_000)
    #expect(finished.first?.endInstant.nanosecondsSinceEpoch == 5_000)
  }

  @Test func withSpanNestsThroughTheTaskLocalContextForBothTracers() throws {
    let downstream = InMemoryTracer()
    let tracer = BoardTracer(forwardingTo: downstream)
    var ids: [(trace: UInt64, span: UInt64, parent: UInt64?)] = []
    #expect(throws: Failure.self) {
      try tracer.withSpan("request") { root in
        ids.append((root.traceID, root.spanID, root.parentSpanID))
        tracer.withSpan("cache") { child in
          ids.append((child.traceID, child.spanID, child.parentSpanID))
        }
        throw Failure(reason: "boom")
      }
    }
    #expect(ids.count == 2)
    #expect(ids[1].trace == ids[0].trace)
    #expect(ids[1].parent == ids[0].span)
    #expect(ids[0].parent == nil)
    let finished = downstream.finishedSpans
    #expect(finished.map(\.operationName) == ["cache", "request"])
    #expect(finished[0].parentSpanID == finished[1].spanID)
    #expect(finished[1].status?.code == .error)
    #expect(finished[1].errors.count == 1)
  }

  @Test func aSecondEndIsNotForwarded() {
    let downstream = InMemoryTracer()
    let tracer = BoardTracer(forwardingTo: downstream)
    let span = tracer.startSpan("once", context: .topLevel)
    span.end()
    span.end()
    #expect(downstream.finishedSpans.count == 1)
    #expect(!span.isRecording)
  }

  @Test func withoutADownstreamTracerSpansStillNest() {
    let tracer = BoardTracer()
    let root = tracer.startSpan("root", context: .topLevel)
    let child = tracer.startSpan("child", context: root.context)
    let other = tracer.startSpan("other", context: .topLevel)
    #expect(child.traceID == root.traceID)
    #expect(child.parentSpanID == root.spanID)
    #expect(other.traceID != root.traceID)
    #expect(Set([root.spanID, child.spanID, other.spanID]).count == 3)
  }
}
