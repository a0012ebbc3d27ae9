/// Filling and restyling whole rectangles of cells.
extension CellBuffer {
  /// Sets every cell of `rect` that lies inside the grid to `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.y..<area.maxY {
      let start = row * width + area.x
      for index in start..<(start + area.width) {
        cells[index] = cell
      }
    }
  }

  /// Blanks `rect` (fills it with ``Cell/blank``).
  public mutating func clear(_ rect: Rect) {
    fill(rect, with: .blank)
  }

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
