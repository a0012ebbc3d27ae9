import Foundation
import Glance
import GlanceCore
import ObserverModel
import Synchronization

/// The flood case's sources, on top of the values: log lines for two log panels (through their
/// `LogFeed`s) and latencies for a histogram, written by the same writer threads at their own
/// aggregate rates. Every line and latency is counted where it is written, so the report can
/// compare the histogram's total with what was written.
final class FloodLoad: Sendable {
  /// The two log panels' feeds, once bound; writers alternate between them.
  private let feeds = Mutex<[LogFeed]>([])
  /// The histogram panel's feed of request latencies in milliseconds, once bound.
  private let histogram = Mutex<HistogramFeed?>(nil)
  /// Lines and latencies written a second, all writers together.
  let linesPerSecond: Int
  let latenciesPerSecond: Int
  /// The lines a writer logs, made once: the benchmark measures the kit, not string formatting.
  let lines: [String] = (0..<64).map { "GET /items/\($0 * 37) 200 in \($0 % 9 + 1) ms" }
  /// Lines and latencies written so far.
  let linesWritten = Atomic<Int>(0)
  let latenciesWritten = Atomic<Int>(0)

  init(linesPerSecond: Int, latenciesPerSecond: Int) {
    self.linesPerSecond = linesPerSecond
    self.latenciesPerSecond = latenciesPerSecond
  }

  /// Writer `writer` of `count`'s share of a millisecond's lines and latencies, spread so that
  /// the shares add up to the rates.
  func share(of writer: Int, among count: Int) -> (lines: Int, latencies: Int) {
    func part(_ perSecond: Int) -> Int {
      let perMillisecond = perSecond / 1000
      return perMillisecond * (writer + 1) / count - perMillisecond * writer / count
    }
    return (part(linesPerSecond), part(latenciesPerSecond))
  }

  /// Writes one millisecond's share: `lines` log lines and `latencies` latencies, from
  /// `position` on in the writer's own sequence.
  func write(
    lines count: Int, latencies: Int, from position: inout Int, to logs: [LogFeed],
    and latency: HistogramFeed
  ) {
    for _ in 0..<count {
      logs[position & 1].append(lines[position & 63])
      position &+= 1
    }
    for _ in 0..<latencies {
      // Milliseconds from 0.1 to about 60, unevenly spread over the buckets.
      latency.record(Double((position &* 2_654_435_761) & 0xFFFF) / 1_100 + 0.1)
      position &+= 1
    }
    linesWritten.add(count, ordering: .relaxed)
    latenciesWritten.add(latencies, ordering: .relaxed)
  }

  /// Binds the two logs and the histogram to panels of `board`; `drawnTotal` hears every count
  /// the histogram draws.
  @MainActor
  func bind(to board: Board, drawnTotal: @escaping @MainActor (Int) -> Void) -> [Panel] {
    let logPanels = (1...2).map { board.panel("log \($0)") }
    feeds.withLock { $0 = logPanels.map { $0.logFeed(keep: 200) } }
    let panel = board.panel("latency, ms")
    let feed = panel.histogramFeed(upperBounds: [1, 2, 5, 10, 20, 50]) { counts in
      drawnTotal(counts.total)
      return HistogramWidget(counts, unit: "ms")
    }
    histogram.withLock { $0 = feed }
    return logPanels + [panel]
  }

  /// The log panels' feeds (empty before ``bind(to:drawnTotal:)``).
  var logFeeds: [LogFeed] { feeds.withLock { $0 } }

  /// The histogram panel's feed (`nil` before ``bind(to:drawnTotal:)``).
  var latencyFeed: HistogramFeed? { histogram.withLock { $0 } }
}

/// What one log line and one histogram value cost a writer, against a bare locked append,
/// measured on one thread before the run: the same-run floor the flood case is judged by. A
/// line broadcast to a `Receiver` bound with `log(_:keep:_:)` and a value written to an
/// `Observer` bound with `showHistogram` are measured too, for information.
struct WriterCosts: Sendable {
  var logLine: Double
  var logWave: Double
  var histogramValue: Double
  var observedValue: Double
  var lockedAppend: Double

  /// Measures each `count` times on a board of its own (bound, never run).
  @MainActor
  static func measure(count: Int = 1_000_000) -> WriterCosts {
    let board = Board("costs")
    let flood = FloodLoad(linesPerSecond: 0, latenciesPerSecond: 0)
    _ = flood.bind(to: board) { _ in }
    let feed = flood.logFeeds[0]
    let latencies = flood.latencyFeed!
    let observed = Observer<Double>(0)
    board.panel("observed").showHistogram(of: observed, upperBounds: [1, 2, 5, 10, 20, 50]) {
      HistogramWidget($0)
    }
    let (log, waves) = Receiver<String>.make(with: .hot)
    board.panel("waves").log(waves, keep: 200)
    let ring = LockedRing(capacity: 200)
    let line = flood.lines[0]
    func timed(_ body: () -> Void) -> Double {
      let start = ContinuousClock.now
      body()
      return Double((ContinuousClock.now - start).nanoseconds) / Double(count)
    }
    // Each measured twice, keeping the second, so that first-touch costs are not counted.
    var costs = WriterCosts(
      logLine: 0, logWave: 0, histogramValue: 0, observedValue: 0, lockedAppend: 0)
    for _ in 0..<2 {
      costs.lockedAppend = timed { for _ in 0..<count { ring.append(line) } }
      costs.logLine = timed { for _ in 0..<count { feed.append(line) } }
      costs.logWave = timed { for _ in 0..<count { log.broadcast(line) } }
      costs.histogramValue = timed {
        for index in 0..<count { latencies.record(Double(index & 0xFF)) }
      }
      costs.observedValue = timed {
        for index in 0..<count { observed.update(Double(index & 0xFF)) }
      }
    }
    return costs
  }
}

/// The floor: the last lines in a ring under a lock, with nothing else.
struct RingOfLines {
  private var lines: [String] = []
  private var next = 0
  let capacity: Int

  init(capacity: Int) { self.capacity = capacity }

  mutating func append(_ line: String) {
    if lines.count < capacity {
      lines.append(line)
    } else {
      lines[next] = line
      next = next + 1 == capacity ? 0 : next + 1
    }
  }
}

/// The floor's lock: glibc's mutex, the fastest lock on this platform (the one the library's
/// fast runtime uses), around the ring.
final class LockedRing: @unchecked Sendable {
  // @unchecked: `ring` is only touched with `mutex` held.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var ring: RingOfLines

  init(capacity: Int) {
    ring = RingOfLines(capacity: capacity)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func append(_ line: String) {
    pthread_mutex_lock(mutex)
    ring.append(line)
    pthread_mutex_unlock(mutex)
  }
}
