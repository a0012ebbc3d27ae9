/// Rows of cells under a header, in columns of resolved widths.
///
/// Cells longer than their column end in the ellipsis; columns that do not fit get zero width
/// and vanish; rows that do not fit are cut at the bottom, except that the view scrolls just
/// enough to keep ``selectedRow`` visible. The selected row is drawn in the `highlight` role
/// across its full width.
public struct TableWidget: Widget {
  /// The columns, left to right.
  public var columns: [TableColumn]
  /// The rows; each holds one cell per column (missing cells are blank, extra ones ignored).
  public var rows: [[TableCell]]
  /// Index into ``rows`` of the highlighted row, if any.
  public var selectedRow: Int?
  // Public: a widget setting, as its initializer takes it.
  /// Whether to draw the header row.
  public var showsHeader: Bool

  /// Creates a table.
  public init(
    columns: [TableColumn], rows: [[TableCell]], selectedRow: Int? = nil, showsHeader: Bool = true
  ) {
    self.columns = columns
    self.rows = rows
    self.selectedRow = selectedRow
    self.showsHeader = showsHeader
  }

  /// The indices of ``rows`` that fit in `bodyHeight` rows, scrolled to show ``selectedRow``.
  package func visibleRows(bodyHeight: Int) -> Range<Int> {
    let count = max(0, min(bodyHeight, rows.count))
    var first = 0
    if let selected = selectedRow, selected >= count, selected < rows.count {
      first = selected - count + 1
    }
    return first..<(first + count)
  }

  /// Draws the header and the rows that fit.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    guard !columns.isEmpty else { return }
    let cells = Layout(.horizontal, columns.map(\.width), spacing: 1).split(area)
    var y = area.y
    if showsHeader {
      let style = Style(.title).bold.underlined
      for (column, rect) in zip(columns, cells) {
        draw(
          TableCell(column.title), style: style, at: y, in: rect, column.alignment, &buffer, context
        )
      }
      y += 1
    }
    for index in visibleRows(bodyHeight: area.maxY - y) {
      let isSelected = index == selectedRow
      let highlight = Style(.highlight)
      if isSelected {
        buffer.fill(
          Rect(x: area.x, y: y, width: area.width, height: 1),
          with: Cell(singleColumn: " ", style: highlight))
      }
      for (column, cell) in zip(columns.indices, rows[index]) {
        let style = isSelected ? highlight.adding(cell.style.attributes) : cell.style
        draw(
          cell, style: style, at: y, in: cells[column], columns[column].alignment, &buffer, context)
      }
      y += 1
    }
  }

  /// Writes one cell's content at row `y` of its column, aligned, and cut with the ellipsis when
  /// it is wider than the column.
  private func draw(
    _ cell: TableCell, style: Style, at y: Int, in column: Rect, _ alignment: HorizontalAlignment,
    _ buffer: inout ClippedBuffer, _ context: RenderContext
  ) {
    guard column.width > 0 else { return }
    let offset = alignment.offset(
      for: cell.width(upTo: column.width, glyphs: context.glyphs), in: column.width)
    let area = Rect(x: column.x + offset, y: y, width: column.width - offset, height: 1)
    var writer = RowWriter(row: 0, of: area, in: buffer)
    cell.write(style, with: &writer, into: &buffer, glyphs: context.glyphs)
    writer.finish(into: &buffer, ellipsis: context.glyphs.ellipsis)
  }
}
