import Glance
import GlanceCore

/// The job queue's board: depth, throughput, workers, failures and the hand-off panel, with
/// keys that add jobs, change the workers and cancel; each job takes microseconds of `jobTime`.
@MainActor
func makeJobBoard(workers: Int = 4, jobTime: ClosedRange<UInt32>) -> (Board, JobQueue) {
  let board = Board("Job queue")
  let table = board.panel("Workers")
  let rows = table.rowFeed(order: .ascending) { (rows: [KeyedRow<Int, String>]) in
    TableWidget(
      columns: [TableColumn("worker", width: .fixed(6), alignment: .right), TableColumn("doing")],
      rows: rows.map { [TableCell(.integer($0.key, prefix: "#")), TableCell($0.value)] })
  }
  let queue = JobQueue(rows: rows, jobTime: jobTime)
  let depth = board.panel("Waiting, last 60 s").showWindow(of: queue.depth, last: .seconds(60)) {
    LineChartWidget(
      [ChartSeries("jobs", $0.sampled(60).map { $0.map(Double.init) ?? .nan })],
      leadingTimeLabel: "-60s", trailingTimeLabel: "now", fractionDigits: 0)
  }
  let rate = board.panel("Done per second").showRate(of: queue.completions, over: .seconds(5)) {
    BigNumberWidget(Int($0.perSecond.rounded()))
  }
  let failures = board.panel("Failures").log(queue.failures, keep: 100)
  let handoff = board.handoffPanel()
  board.arrange(
    .rows(
      .columns(.panel(depth), .panel(rate, constraint: .fraction(0.35))),
      .columns(.panel(table), .panel(failures), .panel(handoff))))
  for (key, count) in [("1", 1), ("2", 100), ("3", 10_000)] {
    board.key(Character(key), "add \(count) job\(count == 1 ? "" : "s")") { queue.add(count) }
  }
  board.key("+", "one more worker") { queue.workers += 1 }
  board.key("-", "one worker fewer") { queue.workers -= 1 }
  board.key("c", "cancel the waiting jobs") {
    board.showMessage("cancelled \(queue.cancel()) waiting jobs")
  }
  board.onStart { _ in queue.workers = workers }
  return (board, queue)
}
