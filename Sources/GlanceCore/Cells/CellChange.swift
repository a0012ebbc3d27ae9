/// One cell a backend has to write: its position and its new content.
public struct CellChange: Hashable, Sendable {
  /// Column, from 0 at the left.
  public var x: Int
  /// Row, from 0 at the top.
  public var y: Int
  /// What the cell should now show.
  public var cell: Cell

  /// A change writing `cell` at column `x`, row `y`.
  public init(x: Int, y: Int, cell: Cell) {
    self.x = x
    self.y = y
    self.cell = cell
  }
}
