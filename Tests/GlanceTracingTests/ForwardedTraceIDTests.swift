import Glance
import GlanceCore
import GlanceTesting
import InMemoryTracing
import Synchronization
import Testing
import Tracing

@testable import GlanceTracing

/// swift-distributed-tracing's `InMemoryTracer` with W3C ids (32 hexadecimal digits per trace,
/// 16 per span), propagated in a `traceparent` header as swift-otel's default propagator does.
struct W3CTracer: Tracer {
  let recorder: InMemoryTracer

  init() {
    let counter = IDCounter()
    recorder = InMemoryTracer(
      idGenerator: .init(
        nextTraceID: { counter.next(width: 32) }, nextSpanID: { counter.next(width: 16) }))
  }

  /// Hexadecimal ids of a given width that differ in their first digits, as random ones do.
  final class IDCounter: Sendable {
    private let count = Atomic<UInt64>(0)

    func next(width: Int) -> String {
      let value = String(count.add(1, ordering: .relaxed).newValue, radix: 16)
      return value + "4bf92f3577b34da6a3ce929d0e0e4736".suffix(width - value.count)
    }
  }

  func startSpan<Instant: TracerInstant>(
    _ operationName: String, context: @autoclosure () -> ServiceContext, ofKind kind: SpanKind,
    at instant: @autoclosure () -> Instant, function: String, file fileID: String, line: UInt
  ) -> InMemorySpan {
    recorder.startSpan(
      operationName, context: context(), ofKind: kind, at: instant(), function: function,
      file: fileID, line: line)
  }

  func forceFlush() {}

  func inject<Carrier, Inject: Injector>(
    _ context: ServiceContext, into carrier: inout Carrier, using injector: Inject
  ) where Inject.Carrier == Carrier {
    guard let span = context.inMemorySpanContext else { return }
    injector.inject("00-\(span.traceID)-\(span.spanID)-01", forKey: "traceparent", into: &carrier)
  }

  func extract<Carrier, Extract: Extractor>(
    _ carrier: Carrier, into context: inout ServiceContext, using extractor: Extract
  ) where Extract.Carrier == Carrier {}
}

/// The id a trace has in the tracer the board forwards to, as the board reads it from the
/// headers that tracer injects.
@Suite(.timeLimit(.minutes(1)))
struct ForwardedTraceIDHeaderTests {
  @Test func aW3CTraceparentNamesItsTraceID() {
    let id = ForwardedTraceID(headers: [
      "traceparent": "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01"
    ])
    #expect(id?.hex == "4bf92f3577b34da6a3ce929d0e0e4736")
    #expect(id?.short == "4bf92f3")
  }

  @Test func b3HeadersNameTheirTraceID() {
    #expect(
      ForwardedTraceID(headers: ["b3": "80f198ee56343ba864fe8b2a57d3eff7-e457b5a2e4d86bd1-1"])?
        .hex == "80f198ee56343ba864fe8b2a57d3eff7")
    #expect(
      ForwardedTraceID(headers: ["x-b3-traceid": "463ac35c9f6413ad"])?.hex == "463ac35c9f6413ad")
  }

  @Test(arguments: [
    "00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01",  // 31 digits
    "00-4bf92f3577b34da6a3ce929d0e0e473g-00f067aa0ba902b7-01",  // not hexadecimal
    "00-00000000000000000000000000000000-00f067aa0ba902b7-01",  // all zeros: invalid in W3C
    "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7",  // a field short
    "",
  ])
  func aMalformedTraceparentNamesNoTrace(_ value: String) {
    #expect(ForwardedTraceID(headers: ["traceparent": value]) == nil)
  }

  @Test func aTracerThatInjectsNoHeaderThisReadsNamesNoTrace() {
    let tracer = InMemoryTracer()
    let span = tracer.startSpan("job", context: .topLevel)
    #expect(ForwardedTraceID(of: span.context, in: tracer) == nil)
  }
}

/// The slowest-traces panel names each trace by the id the downstream tracer gave it: the
/// list and the waterfall's header by its first seven digits, the opened waterfall's status by
/// all of it; without such an id, by the board's own number.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ForwardedTraceIDPanelTests {
  /// A board whose slowest-traces panel shows `tracer`.
  static func board(_ tracer: BoardTracer) -> BoardTester {
    let board = Board("Tracing")
    board.panel("Slowest").showSlowestTraces(tracer)
    return BoardTester(board, size: TerminalSize(columns: 100, rows: 16))
  }

  @Test func theBoardShowsTheIDsTheDownstreamTracerGaveItsTraces() async throws {
    let downstream = W3CTracer()
    let tracer = BoardTracer(forwardingTo: downstream)
    let tester = Self.board(tracer)
    let clock = ManualTracerClock()
    for (name, lasting) in [("GET /slow", 400), ("GET /fast", 100)] {
      tracer.span(name, lasting: .milliseconds(lasting), clock: clock) { root in
        tracer.span("db.query", lasting: .milliseconds(10), under: root, clock: clock)
      }
    }
    // The ids the downstream tracer gave the two roots, slowest first.
    let roots = downstream.recorder.finishedSpans.filter { $0.parentSpanID == nil }
    let ids = ["GET /slow", "GET /fast"].map { name in
      roots.first { $0.operationName == name }?.traceID ?? "none"
    }
    #expect(Set(ids).count == 2 && ids.allSatisfy { $0.count == 32 })
    await tester.settle()
    let listed = tester.lines.compactMap { line in
      ids.first { line.contains(" \($0.prefix(7)) ") }.map { String($0.prefix(7)) }
    }
    #expect(listed == ids.map { String($0.prefix(7)) }, "\(tester.text)")

    try tester.type("<enter>")
    await tester.settle()
    #expect(tester.text.contains("GET /slow \(ids[0].prefix(7))  "), "\(tester.text)")
    #expect(tester.text.contains("trace \(ids[0])"), "\(tester.text)")
    #expect(!tester.text.contains("#"), "\(tester.text)")
  }

  @Test func withoutAnIDTheBoardNumbersItsTraces() async throws {
    for tracer in [BoardTracer(), BoardTracer(forwardingTo: InMemoryTracer())] {
      let tester = Self.board(tracer)
      tracer.startSpan("GET /items", context: .topLevel).end()
      await tester.settle()
      #expect(!tester.text.contains(" id "), "\(tester.text)")
      try tester.type("<enter>")
      await tester.settle()
      #expect(tester.text.contains("GET /items #"), "\(tester.text)")
      #expect(tester.text.contains("trace #"), "\(tester.text)")
    }
  }
}
