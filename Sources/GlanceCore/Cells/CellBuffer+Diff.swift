/// Comparing frames and applying the differences: what tests of widgets and the runtime's
/// presenter do.
extension CellBuffer {
  /// The cells that differ from `previous`, in row-major order (top to bottom, left to right).
  ///
  /// When the sizes differ every cell of this buffer is listed: after a resize the terminal's
  /// old content means nothing.
  public func changes(since previous: CellBuffer) -> [CellChange] {
    var result: [CellChange] = []
    changes(since: previous, into: &result)
    return result
  }

  /// Appends the cells that differ from `previous` to `result` (see ``changes(since:)``), so a
  /// caller that keeps `result` between frames allocates nothing.
  public func changes(since previous: CellBuffer, into result: inout [CellChange]) {
    let sameSize = previous.width == width && previous.height == height
    let new = cells.span
    let old = previous.cells.span
    var start = 0
    for row in 0..<height {
      for column in 0..<width {
        let cell = new[start + column]
        if !sameSize || old[start + column] != cell {
          result.append(CellChange(x: column, y: row, cell: cell))
        }
      }
      start += width
    }
  }

  /// Makes this buffer equal to `frame`, which has the same size, writing only the cells that
  /// differ, and appends those cells to `changes` in row-major order: what a screen does to
  /// follow a frame, in one pass over both grids.
  ///
  /// The search for the next difference is a loop of its own, which keeps its few variables in
  /// registers: most cells are unchanged.
  package mutating func update(to frame: CellBuffer, recordingChangesIn changes: inout [CellChange])
  {
    precondition(frame.width == width && frame.height == height, "frames of different sizes")
    let width = width
    let new = frame.cells.span
    var old = cells.mutableSpan
    let count = Swift.min(new.count, old.count)
    var index = 0
    while true {
      while index < count, old[index] == new[index] { index += 1 }
      guard index < count else { return }
      let cell = new[index]
      old[index] = cell
      let (row, column) = index.quotientAndRemainder(dividingBy: width)
      changes.append(CellChange(x: column, y: row, cell: cell))
      index += 1
    }
  }

  /// Writes each change's cell at its position: what a screen does with a frame's changes.
  package mutating func apply(_ changes: [CellChange]) {
    for change in changes { self[x: change.x, y: change.y] = change.cell }
  }

  /// Every cell of this buffer, as changes: what a full redraw writes.
  package func allCells() -> [CellChange] {
    changes(since: CellBuffer(width: 0, height: 0))
  }

  /// A buffer of the new size holding the overlapping top-left part of this one; new cells are
  /// blank.
  public func resized(width newWidth: Int, height newHeight: Int) -> CellBuffer {
    var copy = CellBuffer(width: newWidth, height: newHeight)
    for row in 0..<Swift.min(height, copy.height) {
      for column in 0..<Swift.min(width, copy.width) {
        copy[x: column, y: row] = cells[row * width + column]
      }
    }
    return copy
  }
}
