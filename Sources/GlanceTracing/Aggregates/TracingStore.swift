import ObserverModel
import Synchronization

/// A tracer's aggregates, shared by its spans (which write) and the panels (which read at
/// frame time): per-operation counts and durations, the open spans, and the slowest traces,
/// under one short lock. A span's start and end each take the lock once, copy a few words in,
/// and never format text; the first change after a frame's read rings the panels.
final class TracingStore: Sendable {
  /// Where a started span stands in the store, for its end.
  struct Ticket: Sendable {
    /// The operation it started under (its index).
    let operation: Int
    /// Whether the open-span table lists it.
    let listed: Bool
  }

  /// The aggregates.
  struct State: Sendable {
    var indices: [String: Int] = [:]
    var operations: [OperationAggregate] = []
    var open: OpenSpanTable
    var slowest: SlowestTraces

    /// The index of `name`'s aggregate, made on first use (past the limit, the overflow row's).
    mutating func operation(named name: String, limit: Int) -> Int {
      if let index = indices[name] { return index }
      let key = operations.count < limit ? name : TracingLimits.overflowName
      if let index = indices[key] { return index }
      indices[key] = operations.count
      operations.append(OperationAggregate(name: key))
      return operations.count - 1
    }
  }

  /// The bounds on what the store keeps.
  let limits: TracingLimits
  /// Where changes ring, and the flag that says whether a frame read since the last one.
  let bell = TracingBell()
  private let state: Lock<State>
  private let nextID = Atomic<UInt64>(1)

  init(limits: TracingLimits) {
    self.limits = limits
    let recency = limits.recency.components
    let nanoseconds =
      UInt64(max(0, recency.seconds)) &* 1_000_000_000
      &+ UInt64(max(0, recency.attoseconds / 1_000_000_000))
    state = Lock(
      State(
        open: OpenSpanTable(limit: limits.openSpans),
        slowest: SlowestTraces(capacity: limits.slowestTraces, recency: nanoseconds)))
  }

  /// A new span or trace id, unique within the store.
  func makeID() -> UInt64 {
    nextID.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  /// Counts span `spanID` of trace `traceID`, started at `start` as `operationName`.
  func start(_ operationName: String, traceID: UInt64, spanID: UInt64, start: UInt64) -> Ticket {
    let limit = limits.operations
    let ticket = state.withLock { state -> Ticket in
      let operation = state.operation(named: operationName, limit: limit)
      state.operations[operation].open += 1
      let listed = state.open.insert(
        OpenSpanTable.Entry(operation: operation, traceID: traceID, spanID: spanID, start: start))
      return Ticket(operation: operation, listed: listed)
    }
    bell.noteChange()
    return ticket
  }

  /// Moves open span `spanID` from its ticket's operation to `newName`'s (its code renamed it,
  /// as a router does once the route matched): in flight under the name it has now. Returns
  /// the span's new ticket.
  func rename(_ spanID: UInt64, ticket: Ticket, to newName: String) -> Ticket {
    let limit = limits.operations
    let renamed = state.withLock { state -> Ticket in
      let operation = state.operation(named: newName, limit: limit)
      guard operation != ticket.operation else { return ticket }
      state.operations[ticket.operation].open -= 1
      state.operations[operation].open += 1
      if ticket.listed { state.open.move(spanID, to: operation) }
      return Ticket(operation: operation, listed: ticket.listed)
    }
    bell.noteChange()
    return renamed
  }

  /// Counts `span`'s end; `trace` is its trace's record when it is the root, which then
  /// offers the trace to the slowest.
  func end(_ span: FinishedSpan, ticket: Ticket, trace: TraceRecord?) {
    let limit = limits.operations
    state.withLock { state in
      state.operations[ticket.operation].open -= 1
      // A rename moved the ticket; the name is checked again for a rename that raced the end.
      let operation =
        state.operations[ticket.operation].name == span.operationName
        ? ticket.operation : state.operation(named: span.operationName, limit: limit)
      state.operations[operation].ended += 1
      if span.isError { state.operations[operation].errors += 1 }
      state.operations[operation].durations.add(span.duration)
      state.open.remove(span.spanID, listed: ticket.listed)
      if let trace {
        state.slowest.offer(
          SlowestTraces.Entry(
            trace: trace, operationName: span.operationName, duration: span.duration,
            end: span.end))
      }
    }
    bell.noteChange()
  }

  /// Every operation's figures, in order of first use.
  var operations: [OperationReading] {
    state.withLock { $0.operations.map(\.reading) }
  }

  /// The `count` oldest open spans (with their operations' names), oldest first, and how many
  /// spans are open in all.
  func oldestOpenSpans(_ count: Int) -> (spans: [OpenSpanReading], open: Int) {
    state.withLock { state in
      let spans = state.open.oldest(count).map { entry in
        OpenSpanReading(
          operationName: state.operations[entry.operation].name, traceID: entry.traceID,
          spanID: entry.spanID, start: entry.start)
      }
      return (spans, state.open.count)
    }
  }

  /// The slowest traces, slowest first, when the list changed since `generation`.
  func slowestTraces(after generation: Int) -> (generation: Int, traces: [SlowestTraces.Entry])? {
    state.withLock { state in
      guard state.slowest.generation != generation else { return nil }
      return (state.slowest.generation, state.slowest.slowestFirst)
    }
  }
}

/// One open span as the in-flight panel reads it.
struct OpenSpanReading: Sendable, Equatable {
  var operationName: String
  var traceID: UInt64
  var spanID: UInt64
  /// When it started, in nanoseconds since the epoch.
  var start: UInt64
}
