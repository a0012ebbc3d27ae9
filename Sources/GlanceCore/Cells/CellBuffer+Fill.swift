/// Filling and restyling whole rectangles of cells.
extension CellBuffer {
  /// Sets every cell of `rect` that lies inside the grid to `cell` (a wide `cell` fills pairs
  /// of columns, and a column left over is a space in its style).
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    guard cell.width == 1 else { return fillPairs(area, with: cell) }
    for row in area.y..<area.maxY {
      let start = row * width + area.x
      for index in start..<(start + area.width) {
        cells[index] = cell
      }
      repairPairs(row: row, from: area.x, to: area.maxX)
    }
  }

  /// ``fill(_:with:)`` with a cell that is not one column wide.
  private mutating func fillPairs(_ area: Rect, with cell: Cell) {
    let lead = cell.isContinuation ? Cell(singleColumn: " ", style: cell.style) : cell
    for row in area.y..<area.maxY {
      var column = area.x
      while column < area.maxX {
        let fits = column + lead.width <= area.maxX
        store(fits ? lead : Cell(singleColumn: " ", style: cell.style), x: column, y: row)
        column += fits ? lead.width : 1
      }
    }
  }

  /// Blanks `rect` (fills it with ``Cell/blank``).
  public mutating func clear(_ rect: Rect) {
    fill(rect, with: .blank)
  }

  // Public: a custom Widget restyles cells with it.
  /// Changes only the style of the cells of `rect`, keeping their characters.
  public mutating func setStyle(_ style: Style, in rect: Rect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.y..<area.maxY {
      for column in area.x..<area.maxX {
        cells[row * width + column].style = style
      }
    }
  }
}
