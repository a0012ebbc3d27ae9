/// One column of a ``TableWidget``: header, width and alignment.
public struct TableColumn: Hashable, Sendable {
  /// Header text.
  public var title: String
  /// How wide the column is; resolved like a ``Layout`` with one cell between columns.
  public var width: Layout.Constraint
  /// Placement of the header and the cells.
  public var alignment: HorizontalAlignment

  /// Creates a column; by default it shares the leftover width and aligns left.
  public init(
    _ title: String, width: Layout.Constraint = .fill, alignment: HorizontalAlignment = .left
  ) {
    self.title = title
    self.width = width
    self.alignment = alignment
  }
}
