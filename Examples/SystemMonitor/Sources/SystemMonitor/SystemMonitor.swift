import Glance
import GlanceCore
import ObserverModel

/// The monitor's board for `sampler`, which it starts with the run.
@MainActor
func makeMonitor(sampler: SystemSampler) -> Board {
  let board = Board("System monitor")
  let cpu = board.panel("CPU").show(sampler.sample) { sample in
    GaugeStack(sample.cores.enumerated().map { GaugeWidget($1, label: "cpu\($0)") })
  }
  let memory = board.panel("Memory, last 2 minutes").showWindow(
    of: sampler.sample, last: .seconds(120)
  ) {
    window in
    LineChartWidget(
      [ChartSeries("used GiB", window.sampled(60).map { $0?.memoryUsedGiB ?? .nan })],
      bounds: 0...max(1, window.latest?.memoryTotalGiB ?? 1), leadingTimeLabel: "-2m",
      trailingTimeLabel: "now")
  }
  let load = board.panel("Load, 1 min").show(sampler.sample) {
    BigNumberWidget($0.load, fractionDigits: 2)
  }
  board.arrange(
    .columns(
      .panel(cpu, constraint: .fraction(0.4)),
      .rows(.panel(memory), .panel(load, constraint: .fixed(7)))))
  board.key("+", "sample twice as often") {
    sampler.interval /= 2; say(board, sampler)
  }
  board.key("-", "sample half as often") {
    sampler.interval *= 2; say(board, sampler)
  }
  board.key(" ", "pause / resume sampling") {
    sampler.isPaused.toggle()
    board.status = sampler.isPaused ? "paused" : nil
  }
  board.drive(sampler)
  return board
}

@MainActor
private func say(_ board: Board, _ sampler: SystemSampler) {
  board.showMessage("sampling every \(DurationArgument.format(sampler.interval))")
}

/// Gauges one above the other, sharing the rows.
struct GaugeStack: Widget {
  let gauges: [GaugeWidget]

  init(_ gauges: [GaugeWidget]) { self.gauges = gauges }

  func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    let slots = Layout(.vertical, Array(repeating: .fill, count: gauges.count)).split(area)
    for (gauge, slot) in zip(gauges, slots) {
      gauge.render(into: &buffer, area: slot, context: context)
    }
  }
}
