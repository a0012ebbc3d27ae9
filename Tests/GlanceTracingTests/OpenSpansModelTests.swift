import TestSupport
import Testing

@testable import GlanceTracing

/// The tracer's stripes over every interleaving of two or three threads starting and ending
/// spans: each thread reads the clock, then starts its span under a stripe's lock, and ends it
/// under a lock again, so a span can reach its stripe after a newer one did. The model runs a
/// real ``TracingStore`` (its stripes, tickets and open-span tables), replaying each order of
/// the threads' steps, and checks at every state what the in-flight panel reads: every open
/// span counted once, no ended span listed (a span ends in the stripe it started in), ids
/// unique, and each stripe's list the oldest of its open spans (in full while no span of the
/// stripe has ended; once one has, a span the full list turned away may stay unlisted, but
/// only newer spans that took the room an end freed are listed before it).
@Suite struct OpenSpansModelTests {
  /// One step of a thread's program.
  enum Operation: Hashable {
    /// Starts the thread's next span in stripe `stripe`, at the time the thread reads from the
    /// clock first, or at `given` (nanoseconds; a time the span's code passes, older than any
    /// the clock reads).
    case start(stripe: Int, given: UInt64? = nil)
    /// Ends the thread's span number `span` (in its order of starts).
    case end(span: Int)
  }

  /// A span, by its thread and its number among the thread's starts.
  struct SpanKey: Hashable, CustomStringConvertible {
    var thread: Int
    var number: Int
    var description: String { "t\(thread).\(number)" }
  }

  /// What the store was told, in order: the model's state is this log and the threads' places.
  enum Logged: Hashable {
    case start(SpanKey, stripe: Int, at: UInt64)
    case end(SpanKey)
  }

  struct Model: Hashable {
    let programs: [[Operation]]
    var next: [Int]
    /// A thread's clock read for the start it has not made yet.
    var readTime: [UInt64?]
    var started: [Int]
    var clock: UInt64 = 100
    var log: [Logged] = []

    init(programs: [[Operation]]) {
      self.programs = programs
      next = Array(repeating: 0, count: programs.count)
      readTime = Array(repeating: nil, count: programs.count)
      started = Array(repeating: 0, count: programs.count)
    }

    mutating func step(_ thread: Int) -> String? {
      guard next[thread] < programs[thread].count else { return nil }
      switch programs[thread][next[thread]] {
      case .start(let stripe, let given):
        guard let time = given ?? readTime[thread] else {
          readTime[thread] = clock
          clock += 10
          return "t\(thread) reads \(clock - 10)"
        }
        let key = SpanKey(thread: thread, number: started[thread])
        readTime[thread] = nil
        started[thread] += 1
        next[thread] += 1
        log.append(.start(key, stripe: stripe, at: time))
        return "t\(thread) starts \(key) at \(time) in stripe \(stripe)"
      case .end(let number):
        let key = SpanKey(thread: thread, number: number)
        next[thread] += 1
        log.append(.end(key))
        return "t\(thread) ends \(key)"
      }
    }
  }

  /// A span's start as the model placed it.
  struct Placed {
    var stripe: Int
    var time: UInt64
    /// Its place in the log.
    var at: Int
    var started: TracingStore.Started
  }

  /// Replays `log` on a new store and checks what its in-flight panel reads.
  static func check(_ log: [Logged], stripes: Int, limit: Int) -> String? {
    let store = TracingStore(
      limits: TracingLimits(operations: 1, openSpans: limit, slowestTraces: 0), stripes: stripes)
    var placed: [SpanKey: Placed] = [:]
    var open: Set<SpanKey> = []
    /// The log places of each stripe's ends.
    var ends = Array(repeating: [Int](), count: stripes)
    for (at, entry) in log.enumerated() {
      switch entry {
      case .start(let key, let stripe, let time):
        let started = store.start("op", traceID: nil, start: time, stripe: stripe)
        placed[key] = Placed(stripe: stripe, time: time, at: at, started: started)
        open.insert(key)
      case .end(let key):
        guard let span = placed[key] else { return "\(key) ends before it starts" }
        let finished = FinishedSpan(
          operationName: "op", spanID: span.started.spanID, parentSpanID: nil, start: span.time,
          end: span.time + 1, attributes: [:], events: [], errors: [], status: nil)
        store.end(finished, ticket: span.started.ticket, trace: nil)
        open.remove(key)
        ends[span.stripe].append(at)
      }
    }
    let byID = Dictionary(placed.map { ($0.value.started.spanID, $0.key) }) { first, _ in first }
    guard byID.count == placed.count else { return "two spans have one id" }
    let reading = store.oldestOpenSpans(limit * stripes)
    guard reading.open == open.count else {
      return "the panel counts \(reading.open) open spans of \(open.count)"
    }
    var listed: Set<SpanKey> = []
    for span in reading.spans {
      guard let key = byID[span.spanID], open.contains(key) else {
        return "the panel lists \(byID[span.spanID].map { "\($0)" } ?? "an unknown span"), "
          + "which ended"
      }
      listed.insert(key)
    }
    for stripe in 0..<stripes {
      let here = open.filter { placed[$0]?.stripe == stripe }
        .sorted { placed[$0]!.time < placed[$1]!.time }
      let shown = here.filter(listed.contains)
      if ends[stripe].isEmpty {
        guard shown == Array(here.prefix(limit)) else {
          return "stripe \(stripe) lists \(shown) where its oldest open spans are "
            + "\(Array(here.prefix(limit)))"
        }
        continue
      }
      for unlisted in here where !listed.contains(unlisted) {
        let older = placed[unlisted]!
        for newer in shown where placed[newer]!.time > older.time {
          let room = ends[stripe].contains { older.at < $0 && $0 < placed[newer]!.at }
          guard room else {
            return "stripe \(stripe) lists \(newer) but not the older \(unlisted), "
              + "with no end between their starts"
          }
        }
      }
    }
    return nil
  }

  @Test(arguments: [
    // Two threads on one stripe whose list holds one span: the newer read can start first.
    (
      stripes: 1, limit: 1,
      programs: [
        [Operation.start(stripe: 0), .end(span: 0), .start(stripe: 0)],
        [
          .start(stripe: 0), .start(stripe: 0),
        ],
      ]
    ),
    // A list of two, three threads, one of which starts a span at a time its code gives.
    (
      stripes: 1, limit: 2,
      programs: [
        [.start(stripe: 0), .start(stripe: 0)],
        [
          .start(stripe: 0), .end(span: 0),
        ], [.start(stripe: 0, given: 1), .start(stripe: 0)],
      ]
    ),
    // Two stripes: threads that share one and a thread of its own, ends among the starts.
    (
      stripes: 2, limit: 1,
      programs: [
        [.start(stripe: 0), .end(span: 0)],
        [
          .start(stripe: 0), .start(stripe: 1),
        ], [.start(stripe: 1), .start(stripe: 1, given: 2)],
      ]
    ),
  ])
  func everyInterleavingListsTheOldestOpenSpans(
    shape: (stripes: Int, limit: Int, programs: [[Operation]])
  ) {
    // A clock read leaves the log as it was: its state's verdict is its parent's.
    var verdicts: [[Logged]: String?] = [:]
    let outcome = exploreEveryInterleaving(
      "open spans, \(shape.programs.count) threads, \(shape.stripes) stripes listing "
        + "\(shape.limit)",
      from: Model(programs: shape.programs), actors: shape.programs.count,
      step: { $0.step($1) },
      invariant: { model in
        if let known = verdicts[model.log] { return known }
        let verdict = Self.check(model.log, stripes: shape.stripes, limit: shape.limit)
        verdicts[model.log] = verdict
        return verdict
      },
      end: { _ in nil })
    #expect(outcome.schedules > 50)
  }
}
