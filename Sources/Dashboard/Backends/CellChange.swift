/// One cell a backend has to write: its position and its new content.
struct CellChange: Hashable, Sendable {
  /// Column, from 0 at the left.
  var x: Int
  /// Row, from 0 at the top.
  var y: Int
  /// What the cell should now show.
  var cell: Cell
}
