/// Comparing frames and applying the differences: what backends and the presenter do.
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
    for row in 0..<height {
      for column in 0..<width {
        let index = row * width + column
        if !sameSize || previous.cells[index] != cells[index] {
          result.append(CellChange(x: column, y: row, cell: cells[index]))
        }
      }
    }
  }

  /// Writes each change's cell at its position: what a screen does with a frame's changes.
  public mutating func apply(_ changes: [CellChange]) {
    for change in changes { self[x: change.x, y: change.y] = change.cell }
  }

  /// Every cell of this buffer, as changes: what a full redraw writes.
  public func allCells() -> [CellChange] {
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
