import Dispatch
import Glance
import GlanceCore
import GlanceTesting
import GlanceTracing
import InMemoryTracing
import Testing
import Tracing

/// Spans from many threads at once: every one is counted exactly, none stays open, what is
/// kept stays within its limits, and a forwarding tracer hands every one downstream.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ConcurrentSpansTests {
  nonisolated static let threads = 8
  nonisolated static let tracesPerThread = 500

  /// Runs `tracesPerThread` traces of a request with a query and a cache read under it, on
  /// each of `threads` threads at once. Asynchronous and nonisolated, so that it runs off the
  /// main actor: `concurrentPerform` blocks its caller, and a caller on the main actor held
  /// every other suite's main-actor test behind it (35 s under ThreadSanitizer, long enough for
  /// another suite's 30 s wait for a main-actor hop to give up).
  nonisolated static func flood(_ tracer: BoardTracer) async {
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<tracesPerThread {
        tracer.withSpan("request") { request in
          request.attributes["thread.work"] = 1
          tracer.withSpan("db.query") { _ in
            tracer.withSpan("cache.get") { _ in }
          }
        }
      }
    }
  }

  @Test func everySpanFromEveryThreadIsCountedExactly() async {
    let shown = TracingBoard(limits: TracingLimits(slowestTraces: 5, spansPerTrace: 2))
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 120, rows: 30))
    await tester.settle()
    await Self.flood(shown.tracer)
    await tester.settle()
    let total = Self.threads * Self.tracesPerThread
    #expect(shown.rows.map(\.name) == ["request", "db.query", "cache.get"])
    #expect(shown.rows.map(\.count) == [total, total, total])
    #expect(shown.rows.allSatisfy { $0.inFlight == 0 && $0.errors == 0 })
    #expect(tester.text.contains("0 open"))
    #expect(tester.text.contains("5 slowest"))
    tester.press(.enter)
    await tester.settle()
    #expect(tester.text.contains("2 spans, 1 dropped"), "\(tester.text)")
  }

  @Test func aForwardingTracerHandsEverySpanDownstream() async {
    let downstream = InMemoryTracer()
    let tracer = BoardTracer(forwardingTo: downstream)
    await Self.flood(tracer)
    let finished = downstream.finishedSpans
    #expect(finished.count == 3 * Self.threads * Self.tracesPerThread)
    let ids = Dictionary(uniqueKeysWithValues: finished.map { ($0.spanID, $0) })
    let queries = finished.filter { $0.operationName == "db.query" }
    #expect(queries.allSatisfy { ids[$0.parentSpanID ?? ""]?.operationName == "request" })
    #expect(downstream.activeSpans.isEmpty)
  }
}
