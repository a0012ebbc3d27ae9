import Testing
import Tracing

@testable import GlanceTracing

/// A tracer's store keeps its figures in stripes, so that threads starting spans at once do
/// not wait for each other; what the panels read adds the stripes up. Each test places spans
/// in chosen stripes and checks the reading against figures worked out by hand.
@Suite struct StripedStoreTests {
  /// A store of `stripes` stripes, with `limits`.
  static func store(stripes: Int = 3, limits: TracingLimits = .standard) -> TracingStore {
    TracingStore(limits: limits, stripes: stripes)
  }

  /// Ends `started` (named `name`, started at `start`) at `end`, failed when `failed`, as the
  /// root of its trace when `root` is given.
  static func end(
    _ started: TracingStore.Started, of store: TracingStore, named name: String,
    from start: UInt64, to end: UInt64, failed: Bool = false, root: TraceRecord? = nil
  ) {
    let span = FinishedSpan(
      operationName: name, spanID: started.spanID, parentSpanID: nil, start: start, end: end,
      attributes: [:], events: [], errors: [], status: failed ? SpanStatus(code: .error) : nil)
    store.end(span, ticket: started.ticket, trace: root)
  }

  @Test func rowsAddUpAcrossStripesInOrderOfFirstUse() throws {
    let store = Self.store()
    let first = store.start("a", traceID: nil, start: 100, stripe: 0)
    let other = store.start("b", traceID: nil, start: 100, stripe: 2)
    let second = store.start("a", traceID: nil, start: 100, stripe: 1)
    _ = store.start("a", traceID: nil, start: 100, stripe: 2)
    Self.end(first, of: store, named: "a", from: 100, to: 105)
    Self.end(second, of: store, named: "a", from: 100, to: 109, failed: true)
    Self.end(other, of: store, named: "b", from: 100, to: 103)
    let rows = store.operations
    #expect(rows.map(\.name) == ["a", "b"])
    #expect(rows.map(\.open) == [1, 0])
    #expect(rows.map(\.ended) == [2, 1])
    #expect(rows.map(\.errors) == [1, 0])
    // Durations under 16 ns have buckets of their own: 5 and 9 ns are read back exactly.
    let a = try #require(rows.first?.percentiles)
    #expect([a.p50, a.p90, a.p99] == [5, 9, 9])
    #expect(rows.last?.percentiles?.p50 == 3)
  }

  @Test func aRenamedSpanMovesInTheStripeItStartedIn() {
    let store = Self.store()
    let started = store.start("GET", traceID: nil, start: 0, stripe: 1)
    _ = store.start("GET", traceID: nil, start: 0, stripe: 0)
    let renamed = store.rename(started.spanID, ticket: started.ticket, to: "GET /orders")
    #expect(renamed.stripe == 1)
    #expect(store.operations.map(\.open) == [1, 1])
    Self.end(
      TracingStore.Started(spanID: started.spanID, traceID: started.traceID, ticket: renamed),
      of: store, named: "GET /orders", from: 0, to: 4)
    #expect(store.operations.map(\.open) == [1, 0])
    #expect(store.operations.map(\.ended) == [0, 1])
    #expect(store.oldestOpenSpans(5).open == 1)
  }

  @Test func theOldestOpenSpansComeFromEveryStripe() {
    let store = Self.store()
    _ = store.start("late", traceID: nil, start: 30, stripe: 0)
    let oldest = store.start("early", traceID: nil, start: 10, stripe: 1)
    _ = store.start("middle", traceID: oldest.traceID, start: 20, stripe: 2)
    let (spans, open) = store.oldestOpenSpans(2)
    #expect(spans.map(\.start) == [10, 20])
    #expect(spans.map(\.operationName) == ["early", "middle"])
    #expect(spans.map(\.traceID) == [oldest.traceID, oldest.traceID])
    #expect(open == 3)
  }

  @Test func spanIDsAreUniqueAcrossStripes() {
    let store = Self.store(stripes: 4)
    var ids = Set<UInt64>()
    for index in 0..<Int(TracingStripe.idBlock) * 3 {
      ids.insert(store.start("a", traceID: nil, start: 0, stripe: index % 4).spanID)
    }
    #expect(ids.count == Int(TracingStripe.idBlock) * 3)
  }

  /// Each of two stripes runs through three blocks of ids, taking them in turn, so that a
  /// stripe's last id of a block sits next to the other stripe's first.
  @Test func spanIDsStayUniqueWhenStripesRefillTheirBlocks() {
    let store = Self.store(stripes: 2)
    let spans = Int(TracingStripe.idBlock) * 3
    var ids = Set<UInt64>()
    var shared: [UInt64] = []
    for index in 0..<spans * 2 {
      let id = store.start("a", traceID: nil, start: 0, stripe: index % 2).spanID
      if !ids.insert(id).inserted { shared.append(id) }
    }
    #expect(shared.isEmpty, "span ids handed out twice: \(shared.prefix(5))")
    #expect(store.oldestOpenSpans(1).open == spans * 2)
  }

  /// The in-flight list of a stripe full of open spans keeps the oldest: a request stuck since
  /// before the list filled stays on the panel, however many start after it.
  @Test func aFullInFlightListKeepsTheOldestOpenSpans() {
    let store = Self.store(stripes: 1, limits: TracingLimits(openSpans: 3))
    for start in UInt64(1)...8 {
      _ = store.start("GET \(start)", traceID: nil, start: start * 10, stripe: 0)
    }
    let (spans, open) = store.oldestOpenSpans(3)
    #expect(spans.map(\.start) == [10, 20, 30])
    #expect(spans.map(\.operationName) == ["GET 1", "GET 2", "GET 3"])
    #expect(open == 8)
  }

  @Test func theSlowestTracesAreTheSlowestOfAllStripes() throws {
    let store = Self.store(limits: TracingLimits(slowestTraces: 2))
    for (stripe, duration) in [(0, 5), (1, 7), (2, 6)] {
      let root = store.start("GET", traceID: nil, start: 100, stripe: stripe)
      Self.end(
        root, of: store, named: "GET", from: 100, to: 100 + UInt64(duration),
        root: TraceRecord(traceID: root.traceID, limit: 4))
    }
    let read = try #require(store.slowestTraces(after: -1))
    #expect(read.traces.map(\.duration) == [7, 6])
    #expect(store.slowestTraces(after: read.generation) == nil)
    let root = store.start("GET", traceID: nil, start: 100, stripe: 0)
    Self.end(
      root, of: store, named: "GET", from: 100, to: 108,
      root: TraceRecord(traceID: root.traceID, limit: 4))
    #expect(store.slowestTraces(after: read.generation)?.traces.map(\.duration) == [8, 7])
  }

  /// Traces as slow as each other are listed newest first, from one stripe and across them.
  @Test func tracesAsSlowAsEachOtherAreListedNewestFirst() throws {
    let store = Self.store(limits: TracingLimits(slowestTraces: 3))
    for (stripe, start) in [(0, UInt64(100)), (1, 300), (0, 200)] {
      let root = store.start("GET \(start)", traceID: nil, start: start, stripe: stripe)
      Self.end(
        root, of: store, named: "GET \(start)", from: start, to: start + 5,
        root: TraceRecord(traceID: root.traceID, limit: 4))
    }
    let read = try #require(store.slowestTraces(after: -1))
    #expect(read.traces.map(\.operationName) == ["GET 300", "GET 200", "GET 100"])
  }

  @Test func aTraceOlderThanTheRecencyLeavesThoughItsStripeSawNothingNewer() throws {
    let store = Self.store(limits: TracingLimits(recency: .seconds(10)))
    let old = store.start("slow", traceID: nil, start: 0, stripe: 0)
    Self.end(
      old, of: store, named: "slow", from: 0, to: 1_000_000_000,
      root: TraceRecord(traceID: old.traceID, limit: 4))
    let new = store.start("fast", traceID: nil, start: 20_000_000_000, stripe: 1)
    Self.end(
      new, of: store, named: "fast", from: 20_000_000_000, to: 20_000_000_005,
      root: TraceRecord(traceID: new.traceID, limit: 4))
    let read = try #require(store.slowestTraces(after: -1))
    #expect(read.traces.map(\.operationName) == ["fast"])
  }
}
