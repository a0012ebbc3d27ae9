/// Rows of cells under a header, in columns of resolved widths.
///
/// Cells longer than their column end in the ellipsis; columns that do not fit get zero width
/// and vanish; rows that do not fit are cut at the bottom, except that the view scrolls just
/// enough to keep ``selectedRow`` visible. The selected row is drawn in the `highlight` role
/// across its full width.
struct TableWidget: Widget {
  /// The columns, left to right.
  var columns: [TableColumn]
  /// The rows; each holds one span per column (missing cells are blank, extra ones ignored).
  var rows: [[TextSpan]]
  /// Index into ``rows`` of the highlighted row, if any.
  var selectedRow: Int?
  /// Whether to draw the header row.
  var showsHeader: Bool

  /// Creates a table.
  init(
    columns: [TableColumn], rows: [[TextSpan]], selectedRow: Int? = nil, showsHeader: Bool = true
  ) {
    self.columns = columns
    self.rows = rows
    self.selectedRow = selectedRow
    self.showsHeader = showsHeader
  }

  /// The indices of ``rows`` that fit in `bodyHeight` rows, scrolled to show ``selectedRow``.
  func visibleRows(bodyHeight: Int) -> Range<Int> {
    let count = max(0, min(bodyHeight, rows.count))
    var first = 0
    if let selected = selectedRow, selected >= count, selected < rows.count {
      first = selected - count + 1
    }
    return first..<(first + count)
  }

  /// Draws the header and the rows that fit.
  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let area = area.intersection(buffer.bounds)
    guard !area.isEmpty, !columns.isEmpty else { return }
    let cells = Layout(.horizontal, columns.map(\.width), spacing: 1).split(area)
    var y = area.y
    if showsHeader {
      let header = columns.map { TextSpan($0.title, style: Style(.title).bold.underlined) }
      draw(header, at: y, cells: cells, into: &buffer, context: context)
      y += 1
    }
    for index in visibleRows(bodyHeight: area.maxY - y) {
      var row = rows[index]
      if index == selectedRow {
        let highlight = Style(.highlight)
        buffer.fill(
          Rect(x: area.x, y: y, width: area.width, height: 1),
          with: Cell(singleColumn: " ", style: highlight))
        row = row.map { TextSpan($0.text, style: highlight.adding($0.style.attributes)) }
      }
      draw(row, at: y, cells: cells, into: &buffer, context: context)
      y += 1
    }
  }

  /// Writes one row, each span cut and aligned within its column's cell.
  private func draw(
    _ row: [TextSpan], at y: Int, cells: [Rect], into buffer: inout CellBuffer,
    context: RenderContext
  ) {
    for (column, span) in zip(columns.indices, row) {
      let cell = cells[column]
      guard cell.width > 0 else { continue }
      let text = span.text.truncated(toWidth: cell.width, ellipsis: context.glyphs.ellipsis)
      let x = cell.x + columns[column].alignment.offset(for: text.count, in: cell.width)
      buffer.write(text, x: x, y: y, style: span.style, maxWidth: cell.width)
    }
  }
}
