/// Keeping wide characters whole: in every buffer a wide lead cell is followed by its
/// continuation, and a continuation follows a wide lead. A write that breaks a pair turns the
/// half it did not write into a space (in that half's style), so a terminal never gets half a
/// character.
extension CellBuffer {
  /// Stores `cell` at (`x`, `y`), which lie inside the grid, keeping pairs whole: a wide cell
  /// writes its continuation too (or is a space in the last column), and a continuation that
  /// follows no wide lead is a space.
  ///
  /// A one-column cell is stored inline (what nearly every write stores); the two kinds of
  /// half go through ``storeHalf(_:x:y:)``, kept out of line so that every caller's inlined
  /// copy stays small.
  @inline(__always)
  mutating func store(_ cell: Cell, x: Int, y: Int) {
    guard cell.width == 1 else { return storeHalf(cell, x: x, y: y) }
    let index = y * width + x
    // Only a wide cell or a continuation had a partner that now needs mending.
    let replaced = cells[index]
    cells[index] = cell
    if replaced.width != 1 { repairPairs(row: y, from: x, to: x + 1) }
  }

  /// ``store(_:x:y:)`` of a wide lead or a continuation.
  @inline(never)
  private mutating func storeHalf(_ cell: Cell, x: Int, y: Int) {
    let index = y * width + x
    if cell.isWide {
      guard x + 1 < width else {
        cells[index] = Cell(singleColumn: " ", style: cell.style)
        repairPairs(row: y, from: x, to: x + 1)
        return
      }
      cells[index] = cell
      cells[index + 1] = .continuation(style: cell.style)
      repairPairs(row: y, from: x, to: x + 2)
    } else if cell.isContinuation {
      let follows = x > 0 && cells[index - 1].isWide
      cells[index] = follows ? cell : Cell(singleColumn: " ", style: cell.style)
      repairPairs(row: y, from: x, to: x + 1)
    }
  }

  /// Mends the pairs at the edges of columns `low..<high` of row `y` after those cells were
  /// overwritten: a wide lead just left of them that lost its continuation, and a continuation
  /// just right of them that lost its lead, become spaces. Inside the columns the writer kept
  /// pairs whole.
  mutating func repairPairs(row y: Int, from low: Int, to high: Int) {
    guard y >= 0, y < height else { return }
    let low = Swift.max(0, low)
    let high = Swift.min(width, high)
    guard low < high else { return }
    let start = y * width
    if low > 0, cells[start + low - 1].isWide, !cells[start + low].isContinuation {
      cells[start + low - 1] = Cell(singleColumn: " ", style: cells[start + low - 1].style)
    }
    if high < width, cells[start + high].isContinuation, !cells[start + high - 1].isWide {
      cells[start + high] = Cell(singleColumn: " ", style: cells[start + high].style)
    }
  }
}
