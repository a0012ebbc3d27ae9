import ObserverModel
import Synchronization

/// A tracer's aggregates, shared by its spans (which write) and the panels (which read at
/// frame time): per-operation counts and durations, the open spans, and the slowest traces.
/// They live in a few stripes (``TracingStripe``) under locks of their own: a span starts in
/// the stripe its thread prefers, or any free one, so that threads starting spans at once do
/// not wait for each other, and ends in the stripe it started in. Each call copies a few words
/// in and never formats text; the first change after a frame's read rings the panels, and a
/// frame adds the stripes up.
final class TracingStore: Sendable {
  /// Where a started span stands in the store, for its end.
  struct Ticket: Sendable {
    /// The stripe it started in, where it ends.
    let stripe: Int
    /// The operation row it started under (its index).
    let operation: Int
  }

  /// A started span's ids and ticket.
  struct Started: Sendable {
    let spanID: UInt64
    let traceID: UInt64
    let ticket: Ticket
  }

  /// The bounds on what the store keeps.
  let limits: TracingLimits
  /// Where changes ring, and the flag that says whether a frame read since the last one.
  let bell = TracingBell()
  private let names: OperationNames
  private let stripes: LockStripes<TracingStripe>
  /// The next block of span ids (see ``TracingStripe/makeID(from:)``).
  private let ids = Atomic<UInt64>(1)

  /// A store keeping what `limits` allow, in `stripes` stripes (by default twice the
  /// processors online, 2 to 16).
  init(limits: TracingLimits, stripes: Int = LockStripes<TracingStripe>.standardCount) {
    self.limits = limits
    names = OperationNames(limit: limits.operations)
    self.stripes = LockStripes(count: stripes) { _ in
      TracingStripe(
        open: OpenSpanTable(limit: limits.openSpans),
        slowest: SlowestTraces(capacity: limits.slowestTraces, recency: limits.recencyNanoseconds))
    }
  }

  /// Counts a new span started at `start` as `operationName`, in trace `traceID` (`nil`: the
  /// root of a new trace, whose id is the span's), in stripe `stripe` (`nil`, the default:
  /// the thread's preferred stripe, or any free one).
  func start(
    _ operationName: String, traceID: UInt64?, start: UInt64, stripe: Int? = nil
  ) -> Started {
    let started =
      if let stripe {
        stripes.withLock(at: stripe) { state in
          Self.start(operationName, traceID, start, in: stripe, &state, ids: ids, names: names)
        }
      } else {
        stripes.withSomeLock { stripe, state in
          Self.start(operationName, traceID, start, in: stripe, &state, ids: ids, names: names)
        }
      }
    bell.noteChange()
    return started
  }

  /// ``start(_:traceID:start:stripe:)`` under stripe `stripe`'s lock.
  @inline(__always)
  private static func start(
    _ operationName: String, _ traceID: UInt64?, _ start: UInt64, in stripe: Int,
    _ state: inout TracingStripe, ids: borrowing Atomic<UInt64>, names: OperationNames
  ) -> Started {
    let spanID = state.makeID(from: ids)
    let operation = state.operation(named: operationName, in: names)
    let traceID = traceID ?? spanID
    state.start(operation: operation, traceID: traceID, spanID: spanID, start: start)
    return Started(
      spanID: spanID, traceID: traceID, ticket: Ticket(stripe: stripe, operation: operation))
  }

  /// Moves open span `spanID` from its ticket's operation to `newName`'s (its code renamed it,
  /// as a router does once the route matched): in flight under the name it has now. Returns
  /// the span's new ticket.
  func rename(_ spanID: UInt64, ticket: Ticket, to newName: String) -> Ticket {
    let renamed = stripes.withLock(at: ticket.stripe) { state -> Ticket in
      let operation = state.operation(named: newName, in: names)
      guard operation != ticket.operation else { return ticket }
      state.move(spanID, from: ticket.operation, to: operation)
      return Ticket(stripe: ticket.stripe, operation: operation)
    }
    bell.noteChange()
    return renamed
  }

  /// Counts `span`'s end; `trace` is its trace's record when it is the root, which then
  /// offers the trace to the slowest.
  func end(_ span: FinishedSpan, ticket: Ticket, trace: TraceRecord?) {
    stripes.withLock(at: ticket.stripe) { state in
      // A rename moved the ticket; the name is checked again for a rename that raced the end.
      let operation =
        state.operation(ticket.operation, isNamed: span.operationName)
        ? ticket.operation : state.operation(named: span.operationName, in: names)
      state.end(span, started: ticket.operation, operation: operation)
      if let trace {
        state.slowest.offer(
          SlowestTraces.Entry(
            trace: trace, operationName: span.operationName, duration: span.duration,
            end: span.end))
      }
    }
    bell.noteChange()
  }

  /// Every operation's figures, in order of first use: the stripes' added up.
  var operations: [OperationReading] {
    var merged = names.all.map { OperationAggregate(name: $0) }
    for index in 0..<stripes.count {
      stripes.withLock(at: index) { state in
        for (row, aggregate) in state.operations.enumerated() where row < merged.count {
          if let aggregate { merged[row].add(aggregate) }
        }
      }
    }
    return merged.map(\.reading)
  }

  /// The `count` oldest open spans (with their operations' names), oldest first, and how many
  /// spans are open in all.
  func oldestOpenSpans(_ count: Int) -> (spans: [OpenSpanReading], open: Int) {
    var (entries, open) = ([OpenSpanTable.Entry](), 0)
    for index in 0..<stripes.count {
      stripes.withLock(at: index) { state in
        entries += state.open.oldest(count)
        open += state.open.count
      }
    }
    let names = names.all
    let spans = entries.sorted { $0.start < $1.start }.prefix(count).map { entry in
      OpenSpanReading(
        operationName: entry.operation < names.count ? names[entry.operation] : "",
        traceID: entry.traceID, spanID: entry.spanID, start: entry.start)
    }
    return (spans, open)
  }

  /// The slowest traces, slowest first, when the list changed since `generation` (the sum of
  /// the stripes' generations, each of which only grows). The stripes' lists are taken as they
  /// are (their storage is shared, not copied) and merged only when one changed.
  func slowestTraces(after generation: Int) -> (generation: Int, traces: [SlowestTraces.Entry])? {
    var (lists, current) = ([[SlowestTraces.Entry]](), 0)
    for index in 0..<stripes.count {
      stripes.withLock(at: index) { state in
        lists.append(state.slowest.entries)
        current &+= state.slowest.generation
      }
    }
    guard current != generation else { return nil }
    return (current, SlowestTraces.merged(lists, limits: limits))
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
