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

extension TableColumn {
  /// How many figure columns a table `width` columns wide shows beside its name column: the
  /// figures' `widths`, most wanted first, each with the space before it, are kept while
  /// `nameColumns` are left for the name (which a table cuts with an ellipsis beyond). The
  /// answer depends on the widths alone, never on the rows, so a table keeps one set of
  /// columns at a given width however its rows and their names come and go.
  package static func figuresFitting(_ widths: [Int], in width: Int, nameColumns: Int) -> Int {
    var used = 0
    for (count, figure) in widths.enumerated() {
      used += figure + 1
      guard width - used >= nameColumns else { return count }
    }
    return widths.count
  }
}
