/// A ``CellBuffer`` seen through a rectangle: what a ``Widget`` draws into.
///
/// Every write lands inside ``area`` or nowhere, whatever its coordinates, so a widget lays
/// itself out in ``area`` and never clips: a string that runs past the area's right edge is cut
/// there (a wide character that would cross it is not written), rows and columns outside are
/// dropped. The one cell outside the area a write may change is the other half of a wide
/// character that straddled the area's edge and that the write cut: it becomes a space, so
/// that no terminal is sent half a character.
///
/// Get one from ``CellBuffer/draw(clippedTo:_:)``, or as the `buffer` of
/// ``Widget/render(into:context:)``.
public struct ClippedBuffer {
  /// The buffer drawn into; only ``area`` of it is written.
  var buffer: CellBuffer
  /// The part of the buffer this view writes: the rectangle it was asked for, clipped to the
  /// buffer. Widgets lay themselves out in it.
  public let area: Rect

  /// A view of an empty buffer that ``CellBuffer/draw(clippedTo:_:)`` swaps the real one into,
  /// so the real one is never copied.
  init(area: Rect) {
    buffer = CellBuffer(width: 0, height: 0)
    self.area = area
  }

  /// The cell at (`x`, `y`): reading outside ``area`` gives ``Cell/blank``, writing outside it
  /// does nothing. A wide cell whose right half would fall outside is written as a space.
  public subscript(x x: Int, y y: Int) -> Cell {
    get { isInside(x: x, y: y) ? buffer[x: x, y: y] : .blank }
    // Inlined: charts write their cells one by one through it, thousands a frame.
    @inline(__always)
    set {
      guard isInside(x: x, y: y) else { return }
      let fits = !newValue.isWide || x + 1 < area.maxX
      buffer.store(fits ? newValue : Cell(singleColumn: " ", style: newValue.style), x: x, y: y)
    }
  }

  /// Whether (`x`, `y`) is a cell of ``area``.
  private func isInside(x: Int, y: Int) -> Bool {
    x >= area.x && x < area.maxX && y >= area.y && y < area.maxY
  }

  /// Writes `string` from (`x`, `y`) as ``CellBuffer/write(_:x:y:style:maxWidth:)`` does,
  /// cut at the area's edges.
  ///
  /// - Returns: the columns the string advanced before it ended, reached `maxWidth` or reached
  ///   the area's right edge (counted on rows outside the area too, so writes chain).
  @discardableResult
  public mutating func write(
    _ string: String, x: Int, y: Int, style: Style = .normal, maxWidth: Int? = nil
  ) -> Int {
    let row = y >= area.y && y < area.maxY ? y : -1
    return buffer.write(
      string, x: x, y: row, style: style, maxWidth: maxWidth, within: area.x..<area.maxX)
  }

  /// Sets every cell of `rect` inside the area to `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    buffer.fill(rect.intersection(area), with: cell)
  }

  /// Blanks the cells of `rect` inside the area.
  public mutating func clear(_ rect: Rect) {
    buffer.clear(rect.intersection(area))
  }

  // Public: a custom Widget restyles cells of its area with it.
  /// Changes only the style of the cells of `rect` inside the area, keeping their characters.
  public mutating func setStyle(_ style: Style, in rect: Rect) {
    buffer.setStyle(style, in: rect.intersection(area))
  }
}

extension CellBuffer {
  /// Runs `draw` with a view of this buffer clipped to `area` (and to the buffer): whatever
  /// `draw` writes through it lands inside `area`.
  public mutating func draw<Result>(
    clippedTo area: Rect, _ draw: (inout ClippedBuffer) -> Result
  ) -> Result {
    var view = ClippedBuffer(area: area.intersection(bounds))
    swap(&self, &view.buffer)
    defer { swap(&self, &view.buffer) }
    return draw(&view)
  }
}
