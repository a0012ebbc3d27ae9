import Foundation
import Glance
import GlanceCore
import ObserverModel
import Synchronization

/// The board of the scale benchmark and what it measures: panels of up to 100 rows, each row a
/// value's write count, a chart of the aggregate write rate, and the hand-off panel.
@MainActor
final class ScaleBoard {
  let board = Board("Scale: values written by many threads")
  private let writers: ScaleWriters
  /// What each table panel last drew.
  private let drawn: DrawnSums
  /// The aggregate write rate, sampled ten times a second.
  private let sampler: RateSampler

  /// The flood case's sources, when it runs.
  private let flood: FloodLoad?

  /// The writers' costs measured before the run, for the flood case.
  private let costs: WriterCosts?

  /// The observer console's probe, when it runs.
  let probe: ConsoleProbe?

  init(
    values: Int, writers writerCount: Int, rate: Int, flood: FloodLoad?, costs: WriterCosts?,
    probe: ConsoleProbe? = nil
  ) {
    self.flood = flood
    self.probe = probe
    self.costs = costs
    let rowsPerPanel = min(100, values)
    let panelCount = max(1, values / rowsPerPanel)
    // The histogram's total drawn, when flooding, is one more sum to wait for.
    let drawn = DrawnSums(panels: panelCount + (flood == nil ? 0 : 1))
    self.drawn = drawn
    var feeds: [RowFeed<Int, Int>] = []
    var tables: [Panel] = []
    for index in 0..<panelCount {
      let panel = board.panel("values \(index * rowsPerPanel)…\((index + 1) * rowsPerPanel - 1)")
      tables.append(panel)
      feeds.append(
        panel.rowFeed(order: .ascending) { (rows: [KeyedRow<Int, Int>]) in
          drawn.record(rows.reduce(0) { $0 + $1.value }, panel: index)
          return TableWidget(
            columns: [
              TableColumn("key", width: .fixed(5), alignment: .right),
              TableColumn("writes", width: .fill, alignment: .right),
            ],
            rows: rows.map {
              [
                TableCell(.integer($0.key, prefix: nil)),
                TableCell(.integer($0.value, prefix: nil)),
              ]
            })
        })
    }
    writers = ScaleWriters(
      feeds: feeds, rowsPerFeed: rowsPerPanel, count: writerCount, rate: rate, flood: flood)
    let floodPanels =
      flood?.bind(to: board) { total in drawn.record(total, panel: panelCount) } ?? []
    sampler = RateSampler(writers: writers)
    let chart = board.panel("updates/s, last 30 s")
    chart.showWindow(of: sampler.perSecond, last: .seconds(30)) { window in
      SparklineWidget(window.values)
    }
    board.drive(sampler)
    let handoff = board.handoffPanel(produced: { [writers] in
      writers.written.load(ordering: .relaxed)
    })
    let bottom = [chart, handoff] + (probe.map { [$0.bind(to: board)] } ?? [])
    let perRow = max(1, (panelCount + 1) / 2)
    let tableRows = stride(from: 0, to: panelCount, by: perRow).map { start in
      Arrangement.columns(tables[start..<min(panelCount, start + perRow)].map { .panel($0) })
    }
    let floodRow = floodPanels.isEmpty ? [] : [Arrangement.columns(floodPanels.map { .panel($0) })]
    board.arrange(
      .rows(
        tableRows + floodRow + [.columns(bottom.map { .panel($0) }, constraint: .fixed(12))]))
  }

  /// Starts the writers, stops them after `duration`, waits for every panel to show the last
  /// counts and hands `finish` the report, then quits the board.
  func start(for duration: Duration, finish: @escaping @MainActor (String) -> Void) {
    let costs = costs
    let cpuAtStart = processCPUNanoseconds()
    let rssAtStart = residentKilobytes()
    let startedAt = ContinuousClock.now
    writers.start()
    let writers = writers
    let flood = flood
    // Once the tables and queues have grown to their working size (a tenth of the run in).
    let rssWarm = Reading()
    DispatchQueue.global().asyncAfter(deadline: .now() + (duration / 10).timeInterval) {
      rssWarm.value.store(residentKilobytes(), ordering: .relaxed)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + duration.timeInterval) {
      writers.stop()
      let stoppedAt = ContinuousClock.now
      let expected = writers.expectedCounts
      let latencies = flood?.latenciesWritten.load(ordering: .relaxed)
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          self.waitUntilDrawn(expected, histogram: latencies, since: stoppedAt) {
            settle in
            let wall = ContinuousClock.now - startedAt
            let cpu = Duration.nanoseconds(processCPUNanoseconds() - cpuAtStart)
            finish(
              """
              seconds=\(wall.secondsText)
              writing_seconds=\((stoppedAt - startedAt).secondsText)
              written=\(writers.written.load(ordering: .relaxed))
              process_cpu_ns=\(cpu.nanoseconds)
              writers_cpu_ns=\(writers.cpuTime.nanoseconds)
              rss_start_kb=\(rssAtStart)
              rss_warm_kb=\(rssWarm.value.load(ordering: .relaxed))
              rss_end_kb=\(residentKilobytes())
              settle_ns=\(settle.nanoseconds)
              \(flood.map { self.floodReport($0, costs: costs) } ?? "")

              """)
            self.board.quit()
          }
        }
      }
    }
  }

  /// Calls `done` with the time since `since` once every table panel has drawn `expected`
  /// and the histogram, if any, its total `histogram`: checked now, then each time a panel
  /// draws.
  private func waitUntilDrawn(
    _ expected: [Int], histogram: Int?, since: ContinuousClock.Instant,
    done: @escaping @MainActor (Duration) -> Void
  ) {
    let tables = drawn.sums.count - (histogram == nil ? 0 : 1)
    let rows = expected.count / tables
    let targets = (0..<tables).map { expected[$0 * rows..<($0 + 1) * rows].reduce(0, +) }
    drawn.whenDrawn(targets + (histogram.map { [$0] } ?? [])) { done(ContinuousClock.now - since) }
  }

  /// The flood case's lines of the report.
  private func floodReport(_ flood: FloodLoad, costs: WriterCosts?) -> String {
    let drawnHistogram = drawn.sums.last ?? 0
    return [
      "lines_written=\(flood.linesWritten.load(ordering: .relaxed))",
      "latencies_written=\(flood.latenciesWritten.load(ordering: .relaxed))",
      "histogram_drawn=\(drawnHistogram)",
      "cost_log_line_ns=" + String(format: "%.1f", costs?.logLine ?? 0),
      "cost_log_wave_ns=" + String(format: "%.1f", costs?.logWave ?? 0),
      "cost_histogram_value_ns=" + String(format: "%.1f", costs?.histogramValue ?? 0),
      "cost_observed_value_ns=" + String(format: "%.1f", costs?.observedValue ?? 0),
      "cost_locked_append_ns=" + String(format: "%.1f", costs?.lockedAppend ?? 0),
    ].joined(separator: "\n")
  }
}

/// A figure one thread writes and another reads.
final class Reading: Sendable {
  let value = Atomic<Int>(0)
}

/// The sum of the counts each table panel last drew: a panel shows its values' last counts
/// when its sum equals the sum of their final counts (counts only grow).
@MainActor
final class DrawnSums {
  private(set) var sums: [Int]
  /// The sums to wait for, and what to call when every panel has drawn them.
  private var waiting: (targets: [Int], done: @MainActor () -> Void)?

  init(panels: Int) { sums = Array(repeating: 0, count: panels) }

  /// Records what `panel` draws now.
  func record(_ sum: Int, panel: Int) {
    sums[panel] = sum
    settleIfDrawn()
  }

  /// Calls `done` once every panel's sum equals `targets`: now, or when the last one draws.
  func whenDrawn(_ targets: [Int], _ done: @escaping @MainActor () -> Void) {
    waiting = (targets, done)
    settleIfDrawn()
  }

  private func settleIfDrawn() {
    guard let waiting, sums == waiting.targets else { return }
    self.waiting = nil
    waiting.done()
  }
}

/// Samples the writers' total ten times a second into ``perSecond``.
final class RateSampler: PeriodicThread {
  private let writers: ScaleWriters
  /// Updates per second over the last sample.
  let perSecond = Observer<Double>(0)
  private var last = 0
  private var lastAt = ContinuousClock.now

  init(writers: ScaleWriters) {
    self.writers = writers
    super.init(interval: .milliseconds(100))
  }

  override func tick() {
    let now = ContinuousClock.now
    let total = writers.written.load(ordering: .relaxed)
    let elapsed = (now - lastAt).secondsValue
    if elapsed > 0 { perSecond.update(Double(total - last) / elapsed) }
    (last, lastAt) = (total, now)
  }
}

extension Duration {
  var nanoseconds: Int64 {
    components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
  }
  var secondsValue: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
  var secondsText: String { String(format: "%.3f", secondsValue) }
  var timeInterval: DispatchTimeInterval { .nanoseconds(Int(nanoseconds)) }
}
