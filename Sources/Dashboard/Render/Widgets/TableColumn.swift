/// One column of a ``TableWidget``: header, width and alignment.
struct TableColumn: Hashable, Sendable {
  /// Header text.
  var title: String
  /// How wide the column is; resolved like a ``Layout`` with one cell between columns.
  var width: Layout.Constraint
  /// Placement of the header and the cells.
  var alignment: HorizontalAlignment

  /// Creates a column; by default it shares the leftover width and aligns left.
  init(_ title: String, width: Layout.Constraint = .fill, alignment: HorizontalAlignment = .left) {
    self.title = title
    self.width = width
    self.alignment = alignment
  }
}
