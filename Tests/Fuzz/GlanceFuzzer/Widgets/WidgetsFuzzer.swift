// Fuzzes GlanceCore's layout and widgets with random sizes, weights, areas (off the buffer,
// negative, huge), hostile strings and extreme numbers. Each widget draws into a buffer that is
// filled with a sentinel cell first. Checks: no crash; every cell outside the widget's area is
// still the sentinel (nothing drew outside its area); every cell inside holds a printable
// character of the cell's width with only zero-width scalars joined to it (no control, escape
// or format character); every wide character is whole (its continuation follows it, and a
// continuation follows a wide character); the backend's cell encoder turns the frame into valid
// UTF-8 with no control character (ASCII only outside a UTF-8 locale); a layout's pieces lie
// inside the rectangle it split.

import FuzzSupport
@testable import GlanceCore
@testable import GlanceTerminal

/// What the buffer is filled with before a widget draws: a character and style no widget uses.
private let sentinel = Cell(
  singleColumn: "\u{00A4}", style: Style(.warning, [.bold, .underline, .reverse]))

/// A widget chosen and configured by the input.
private func widget(from input: inout FuzzInput) -> any Widget {
  switch input.choice(15) {
  case 0:
    let lines = (0..<input.choice(6)).map { _ in
      TextLine((0..<input.choice(4)).map { _ in TextSpan(input.text()) })
    }
    let alignments: [HorizontalAlignment] = [.left, .center, .right]
    return TextWidget(lines, alignment: alignments[input.choice(3)])
  case 1:
    let columns = (0..<input.choice(5)).map { _ in
      TableColumn(input.text(), width: input.constraint(), alignment: .right)
    }
    let rows = (0..<input.choice(6)).map { _ in
      (0..<input.choice(5)).map { _ in input.tableCell() }
    }
    return TableWidget(
      columns: columns, rows: rows, selectedRow: input.choice(2) == 0 ? nil : input.integer(),
      showsHeader: input.choice(2) == 0)
  case 2:
    let layout: SparklineLayout =
      input.choice(2) == 0 ? .scrolling : .sweeping(total: input.integer())
    let low = input.double()
    let high = input.double()
    let bounds = input.choice(2) == 0 || !(low <= high) ? nil : low...high
    if input.choice(2) == 0 {
      return SparklineWidget(
        (0..<input.choice(50)).map { _ in input.double() }, bounds: bounds, layout: layout)
    }
    return SparklineWidget(
      (0..<input.choice(50)).map { _ in input.integer() }, bounds: bounds, layout: layout)
  case 3:
    let template: BigNumberWidget.Content? =
      input.choice(2) == 0 ? nil : .text(input.text())
    switch input.choice(3) {
    case 0: return BigNumberWidget(input.text(), template: template, signStyle: Style(.negative))
    case 1: return BigNumberWidget(input.integer(), template: template)
    default:
      return BigNumberWidget(
        input.double(), fractionDigits: input.coordinate(), glyphs: .ascii, template: template)
    }
  case 4:
    return PanelWidget(
      title: input.text(), trailingTitle: input.choice(2) == 0 ? nil : input.text(),
      isFocused: input.choice(2) == 0)
  case 5:
    return HelpOverlayWidget(
      title: input.text(),
      bindings: (0..<input.choice(6)).map { _ in KeyHint(input.text(), input.text()) },
      closeHint: input.choice(2) == 0 ? nil : input.text())
  case 6:
    return KeyHintFooterWidget(
      hints: (0..<input.choice(6)).map { _ in KeyHint(input.text(), input.text()) },
      message: input.choice(2) == 0 ? nil : input.text())
  case 7:
    var log = LogLines(capacity: input.coordinate())
    for _ in 0..<input.choice(12) { log.append(input.text()) }
    return LogWidget(log, showsDropped: input.choice(2) == 0)
  case 8:
    let placement: KeyValueListWidget.ValuePlacement =
      input.choice(2) == 0 ? .rightAligned : .afterLabels(gap: input.coordinate())
    return KeyValueListWidget(
      (0..<input.choice(6)).map { _ in .init(input.text(), input.tableCell()) },
      placement: placement)
  case 10, 11, 12, 13:
    return chart(from: &input, kind: input.choice(4))
  default:
    return TooSmallWidget(
      current: TerminalSize(columns: input.coordinate(), rows: input.coordinate()),
      needed: TerminalSize(columns: input.coordinate(), rows: input.coordinate()))
  }
}

/// A chart widget of kind `kind` (0 line, 1 bars, 2 gauge, 3 histogram), configured by the input.
private func chart(from input: inout FuzzInput, kind: Int) -> any Widget {
  let style = Style(ColorRole.allCases[input.choice(ColorRole.allCases.count)])
  let low = input.double()
  let high = input.double()
  let bounds = input.choice(2) == 0 || !(low <= high) ? nil : low...high
  let orientation: ChartOrientation = input.choice(2) == 0 ? .horizontal : .vertical
  switch kind {
  case 0:
    let series = (0..<input.choice(5)).map { _ in
      ChartSeries(
        input.text(), (0..<input.choice(80)).map { _ in input.double() }, style: style,
        marker: input.choice(2) == 0 ? nil : input.text().first)
    }
    return LineChartWidget(
      series, bounds: bounds, leadingTimeLabel: input.text(), trailingTimeLabel: input.text(),
      fractionDigits: input.coordinate())
  case 1:
    let bars = (0..<input.choice(12)).map { _ in
      ChartBar(input.text(), input.double(), style: input.choice(2) == 0 ? nil : style)
    }
    return BarChartWidget(
      bars, orientation: orientation, bounds: bounds, fractionDigits: input.coordinate())
  case 2:
    let zones = (0..<input.choice(5)).map { _ in GaugeZone(from: input.double(), style) }
    return GaugeWidget(
      input.double(), label: input.text(), zones: input.choice(2) == 0 ? GaugeZone.standard : zones,
      fractionDigits: input.coordinate())
  default:
    if input.choice(2) == 0 {
      return HistogramWidget(
        counts: (0..<input.choice(12)).map { _ in input.integer() },
        labels: (0..<input.choice(12)).map { _ in input.text() }, unplaced: input.integer(),
        orientation: orientation, style: style)
    }
    return HistogramWidget(
      values: (0..<input.choice(100)).map { _ in input.double() },
      upperBounds: (0..<input.choice(8)).map { _ in input.double() }, unit: input.text(),
      fractionDigits: input.coordinate(), orientation: orientation, style: style)
  }
}

/// Checks that `buffer` differs from a sentinel-filled one only inside `area`, and only with
/// printable cells, wide characters whole.
private func checkDrawing(_ buffer: CellBuffer, area: Rect, what: String) {
  let inside = area.intersection(buffer.bounds)
  for y in 0..<buffer.height {
    for x in 0..<buffer.width {
      let cell = buffer[x: x, y: y]
      let followsWide = x > 0 && buffer[x: x - 1, y: y].isWide
      fuzzCheck(cell.isContinuation == followsWide, "\(what) broke a wide pair at (\(x), \(y))")
      if x >= inside.x && x < inside.maxX && y >= inside.y && y < inside.maxY {
        fuzzCheck(
          cell == sentinel || cell.isDrawable,
          "\(what) wrote U+\(String(cell.scalar.value, radix: 16)) at (\(x), \(y))")
      } else {
        fuzzCheck(cell == sentinel, "\(what) drew at (\(x), \(y)) outside \(area)")
      }
    }
  }
}

/// Terminal capabilities whose sequences are all empty, so that what the encoder writes is the
/// cells' characters alone.
private let charactersOnly = TerminalCapabilities(
  cursorAddress: .terminfo([0]), clear: [], resetAttributes: [], resetAttributesResetsColors: true,
  resetColors: [], attributes: Array(repeating: [], count: 4),
  foregrounds: Array(repeating: [], count: 8), backgrounds: Array(repeating: [], count: 8),
  lastCellScrolls: false)

/// Checks that the bytes the backend would write for `buffer` are valid UTF-8 without a control
/// character, and ASCII outside a UTF-8 locale.
private func checkEncoding(_ buffer: CellBuffer, what: String) {
  for utf8 in [true, false] {
    var encoder = CellEncoder(capabilities: charactersOnly, colorEnabled: true, utf8: utf8)
    encoder.encode(buffer.allCells(), repaint: true, size: buffer.size)
    guard let text = String(validating: encoder.bytes, as: UTF8.self) else {
      return fuzzCheck(false, "\(what): the encoder wrote invalid UTF-8")
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      fuzzCheck(
        value >= 0x20 && !(0x7F..<0xA0).contains(value) && (utf8 || scalar.isASCII),
        "\(what): the encoder wrote U+\(String(value, radix: 16)) (UTF-8: \(utf8))")
    }
  }
}

/// Checks one input (called by `glanceFuzzer`, `Main.swift`); returns 0 (a
/// broken invariant stops the process).
func widgetsFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data: data, size: size)
  var buffer = CellBuffer(width: input.size(), height: input.size(), filling: sentinel)
  let area = Rect(
    x: input.coordinate(), y: input.coordinate(), width: input.coordinate(),
    height: input.coordinate())
  let context = RenderContext(ascii: input.choice(2) == 0, color: input.choice(2) == 0)
  if input.choice(4) == 0 {
    let axis: Layout.Axis = input.choice(2) == 0 ? .horizontal : .vertical
    let layout = Layout(
      axis, (0..<input.choice(6)).map { _ in input.constraint() }, spacing: input.coordinate())
    for piece in layout.split(area) where !piece.isEmpty {
      // Edges, not `intersection`: a rectangle whose far edge saturates at Int.max is not
      // its own intersection, but its cells are still inside.
      fuzzCheck(
        piece.x >= area.x && piece.y >= area.y && piece.maxX <= area.maxX
          && piece.maxY <= area.maxY,
        "\(layout) split \(area) into \(piece) outside it")
      let widget = widget(from: &input)
      widget.render(into: &buffer, area: piece, context: context)
      checkDrawing(buffer, area: area, what: "\(type(of: widget)) in a layout piece")
    }
    return 0
  }
  let widget = widget(from: &input)
  widget.render(into: &buffer, area: area, context: context)
  checkDrawing(buffer, area: area, what: "\(type(of: widget))")
  checkEncoding(buffer, what: "\(type(of: widget))")
  return 0
}
