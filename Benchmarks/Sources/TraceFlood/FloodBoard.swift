import Foundation
import Glance
import GlanceCore
import GlanceTracing

/// The flood's board and what it measures: the three tracing panels on one `BoardTracer` fed
/// by ``SpanWriters``, and the hand-off panel, whose once-a-second samples carry the board's
/// own frame count.
@MainActor
final class FloodBoard {
  let board = Board("Trace flood: root spans with two children each")
  let tracer = BoardTracer()
  private let writers: SpanWriters
  /// What the operations panel last drew: the sum of its rows' counts, through the public
  /// `showOperations(_:rateOver:_:)` content closure.
  private let drawn = DrawnCounts()
  /// The run's figures, filled in as it goes.
  private(set) var figures = FloodFigures()

  init(writers count: Int, spansPerSecond: Int) {
    writers = SpanWriters(tracer: tracer, count: count, spansPerSecond: spansPerSecond)
    let drawn = drawn
    let operations = board.panel("Operations").showOperations(tracer) { rows in
      drawn.record(rows)
      return OperationsWidget(rows)
    }
    let open = board.panel("In flight").showOpenSpans(tracer)
    let slowest = board.panel("Slowest traces").showSlowestTraces(tracer)
    let handoff = board.handoffPanel()
    board.arrange(
      .rows([
        .panel(operations, constraint: .fixed(8)),
        .columns([.panel(open), .panel(slowest)]),
        .panel(handoff, constraint: .fixed(9)),
      ]))
  }

  /// Starts the writers, stops them after `duration`, waits until the operations panel has
  /// drawn every span they started (10 s at most), then quits the board.
  func run(for duration: Duration) async {
    let clock = ContinuousClock()
    figures.loadAtStart = loadAverage()
    figures.rssStart = residentKilobytes()
    let cpuAtStart = processCPUNanoseconds()
    var frames = FrameSamples()
    board.refreshHandoffPanel()
    frames.poll(board.handoffState)
    let startedAt = clock.now
    writers.start()
    while clock.now - startedAt < duration {
      try? await Task.sleep(for: .milliseconds(100))
      frames.poll(board.handoffState)
      if figures.rssWarm == nil, clock.now - startedAt >= .seconds(5) {
        figures.rssWarm = residentKilobytes()
      }
    }
    // The writing ends when the writers are told to stop (they finish the batch at hand), not
    // when this task hears that they have: on a loaded machine the hop back can take a while.
    let stopAsked = clock.now
    writers.requestStop()
    let writers = writers
    await withCheckedContinuation { done in
      DispatchQueue.global().async {
        writers.waitUntilStopped()
        done.resume()
      }
    }
    let stoppedAt = clock.now
    board.refreshHandoffPanel()
    frames.poll(board.handoffState)
    figures.started = writers.started.load(ordering: .relaxed)
    while drawn.counted != figures.started || drawn.inFlight > 0,
      clock.now - stoppedAt < .seconds(10)
    {
      try? await Task.sleep(for: .milliseconds(5))
    }
    figures.settle = clock.now - stoppedAt
    figures.writing = stopAsked - startedAt
    figures.counted = drawn.counted
    figures.inFlight = drawn.inFlight
    figures.rows = drawn.rows
    figures.frames = frames
    figures.rssEnd = residentKilobytes()
    figures.processCPU = .nanoseconds(processCPUNanoseconds() - cpuAtStart)
    figures.writersCPU = writers.cpuTime
    figures.loadAtEnd = loadAverage()
    board.quit()
  }
}

/// The sums of what the operations panel last drew.
@MainActor
final class DrawnCounts {
  /// Spans ended, all rows.
  private(set) var counted = 0
  /// Spans in flight, all rows.
  private(set) var inFlight = 0
  /// Each row's name and count.
  private(set) var rows: [(name: String, count: Int)] = []

  func record(_ rows: [OperationRow]) {
    counted = rows.reduce(0) { $0 + $1.count }
    inFlight = rows.reduce(0) { $0 + $1.inFlight }
    self.rows = rows.map { ($0.name, $0.count) }
  }
}

/// The board's frame count at each of the hand-off panel's samples, as the run saw them.
struct FrameSamples {
  private(set) var samples: [(instant: ContinuousClock.Instant, frames: Int)] = []

  /// Notes the latest sample of `state` when it is new.
  mutating func poll(_ state: HandoffState) {
    guard let latest = state.latest, latest.instant != samples.last?.instant else { return }
    samples.append((latest.instant, latest.frames))
  }

  /// Frames a second from the first sample to the last.
  var perSecond: Double {
    guard let first = samples.first, let last = samples.last, last.instant > first.instant
    else { return 0 }
    return Double(last.frames - first.frames) / (last.instant - first.instant).secondsValue
  }

  /// The lowest rate between two consecutive samples at least half a second apart.
  var lowest: Double {
    zip(samples, samples.dropFirst()).compactMap { before, after in
      let seconds = (after.instant - before.instant).secondsValue
      return seconds >= 0.5 ? Double(after.frames - before.frames) / seconds : nil
    }.min() ?? 0
  }
}
