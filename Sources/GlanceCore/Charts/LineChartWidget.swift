/// One or more series of samples plotted as lines over time, newest at the right edge.
///
/// With Unicode glyphs each cell holds 2 × 4 braille dots (the U+2800 block), so a chart `w`
/// columns wide shows the last `2w` samples of each series and consecutive samples are joined
/// by a vertical run of dots; with ASCII glyphs each cell is one point, marked with the series'
/// ``ChartSeries/marker`` (rows between two points are joined with `.`), and the chart shows
/// the last `w` samples. Series are right-aligned,
/// so their newest samples share the "now" column. `NaN` and `±∞` samples leave a gap.
///
/// **Overlap.** Where series meet in one cell, the later series in ``series`` is drawn on top:
/// with braille the cell shows the dots of every series there, in the style of the last of them;
/// with ASCII it shows the last one's marker.
///
/// Around the plot, as room allows: a legend on the top row (from 4 rows), the x-axis with its
/// time labels on the bottom row (from 3 rows; ``trailingTimeLabel`` is kept when both do not
/// fit), and the y-axis with the scale's maximum and minimum on the left (from 2 plot rows,
/// while the plot keeps at least 4 columns; the labels take at most a third of the width and
/// ten columns, large magnitudes in scientific form). A chart with no finite sample says `no data`.
public struct LineChartWidget: Widget {
  /// The series, drawn in order (later ones on top).
  public var series: [ChartSeries]
  /// The fixed value range of the y-axis; `nil` (or a range with an infinite end) fits the
  /// finite samples shown.
  public var bounds: ClosedRange<Double>?
  /// The label under the oldest column, such as `-60s`.
  public var leadingTimeLabel: String
  /// The label under the newest column, such as `now`.
  public var trailingTimeLabel: String
  /// The decimals of the y-axis labels.
  public var fractionDigits: Int
  // Public: a widget setting, as its initializer takes it.
  /// The style of the axes and their labels.
  public var axisStyle: Style

  /// A chart of `series` over a span labelled `leadingTimeLabel` … `trailingTimeLabel`.
  public init(
    _ series: [ChartSeries], bounds: ClosedRange<Double>? = nil, leadingTimeLabel: String = "",
    trailingTimeLabel: String = "", fractionDigits: Int = 1, axisStyle: Style = Style(.muted)
  ) {
    self.series = series
    self.bounds = bounds
    self.leadingTimeLabel = leadingTimeLabel
    self.trailingTimeLabel = trailingTimeLabel
    self.fractionDigits = fractionDigits
    self.axisStyle = axisStyle
  }

  /// Draws the legend, the axes and as much of every series as fits.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    buffer.clear(area)
    let legendRows = area.height >= 4 && !series.isEmpty ? 1 : 0
    let axisRows = area.height >= 3 ? 1 : 0
    var plot = area.inset(top: legendRows, bottom: axisRows)
    let perColumn = context.glyphs.chart.usesBraille ? 2 : 1
    // The labels' width depends on the scale, the scale on the samples the plot's width shows.
    var scale = self.scale(samples: area.width * perColumn)
    var labels: (high: String, low: String)?
    // The labels take at most a third of the width, ten columns at most.
    let room = min(10, area.width / 3)
    if scale != nil, plot.height >= 2, area.width - room - 1 >= 4 {
      let width = min(
        room, self.labels(scale, room: room).map { max($0.high.count, $0.low.count) } ?? 0)
      plot = plot.inset(left: width + 1)
      scale = self.scale(samples: plot.width * perColumn)
      labels = self.labels(scale, room: width)
    }
    if legendRows > 0 { drawLegend(into: &buffer, row: area.top(1), context: context) }
    if let labels {
      drawYAxis(labels, into: &buffer, labelArea: area, plot: plot, context: context)
    }
    if axisRows > 0 {
      drawXAxis(
        into: &buffer, row: Rect(x: plot.x, y: plot.maxY, width: plot.width, height: 1),
        corner: labels != nil, context: context)
    }
    guard let scale else {
      drawCentered("no data", in: plot, into: &buffer, context: context)
      return
    }
    if context.glyphs.chart.usesBraille {
      plotBraille(into: &buffer, plot: plot, scale: scale)
    } else {
      plotMarkers(into: &buffer, plot: plot, scale: scale, joint: context.glyphs.chart.joint)
    }
  }

  /// The y-axis labels of `scale`, each made to fit `room` columns if it can be.
  func labels(_ scale: ChartScale?, room: Int) -> (high: String, low: String)? {
    scale.map {
      (
        FloatingText.compact($0.high, fractionDigits: fractionDigits, width: room, glyphs: .ascii),
        FloatingText.compact($0.low, fractionDigits: fractionDigits, width: room, glyphs: .ascii)
      )
    }
  }

  /// The scale of the y-axis when the plot shows the last `samples` of each series.
  func scale(samples: Int) -> ChartScale? {
    ChartScale.fixed(
      bounds, elseFitting: series.lazy.flatMap { $0.values.suffix(max(0, samples)) })
  }

  /// Plots every series in braille dots, two samples per column, joining neighbours.
  private func plotBraille(into buffer: inout ClippedBuffer, plot: Rect, scale: ChartScale) {
    var canvas = BrailleCanvas(width: plot.width, height: plot.height)
    for (index, line) in series.enumerated() {
      var previous: Int?
      forEachPoint(of: line, columns: canvas.dotColumns, rows: canvas.dotRows, scale: scale) {
        x, y in
        guard let y else {
          previous = nil
          return
        }
        if let previous {
          // Half the jump in the previous sample's column, half in this one's.
          let middle = (previous + y) / 2
          canvas.setColumn(x: x - 1, from: previous, to: middle, series: index)
          canvas.setColumn(x: x, from: middle, to: y, series: index)
        } else {
          canvas.set(x: x, y: y, series: index)
        }
        previous = y
      }
    }
    for row in 0..<canvas.height {
      for column in 0..<canvas.width {
        guard let scalar = canvas.scalar(column: column, row: row),
          let owner = canvas.owner(column: column, row: row)
        else { continue }
        buffer[x: plot.x + column, y: plot.y + row] = Cell(
          singleColumn: scalar, style: series[owner].style)
      }
    }
  }

  /// Plots every series as one marker per cell (the ASCII fallback).
  private func plotMarkers(
    into buffer: inout ClippedBuffer, plot: Rect, scale: ChartScale, joint: Unicode.Scalar
  ) {
    for (index, line) in series.enumerated() {
      let marker = Cell(singleColumn: line.asciiMarker(index: index), style: line.style)
      let join = Cell(singleColumn: joint, style: line.style)
      var previous: Int?
      forEachPoint(of: line, columns: plot.width, rows: plot.height, scale: scale) { x, y in
        defer { previous = y }
        guard let y else { return }
        buffer[x: plot.x + x, y: plot.y + y] = marker
        guard let previous, abs(y - previous) > 1 else { return }
        // The rows between the two points: the half nearer the previous one in its column.
        let step = y > previous ? 1 : -1
        let middle = (previous + y) / 2
        for row in stride(from: previous + step, to: y, by: step) {
          let column = (row - middle) * step <= 0 ? x - 1 : x
          buffer[x: plot.x + column, y: plot.y + row] = join
        }
      }
    }
  }

  /// Calls `body` with the column and row (top-left origin; `nil` for a sample that is not
  /// finite) of each of the last `columns` samples of `line`, right-aligned, oldest first.
  private func forEachPoint(
    of line: ChartSeries, columns: Int, rows: Int, scale: ChartScale, _ body: (Int, Int?) -> Void
  ) {
    let shown = line.values.suffix(max(0, columns))
    for (offset, value) in shown.enumerated() {
      let step = value.isFinite ? scale.step(value, of: rows) : nil
      body(columns - shown.count + offset, step.map { rows - 1 - $0 })
    }
  }
}
