extension String {
  /// The columns the string takes when drawn: two for a wide character, one for any other
  /// (marks joined to a character add none, dropped format characters none). Walks the whole
  /// string: for text that may be long, use ``columns(upTo:)``.
  public var columns: Int {
    var count = 0
    for scalar in unicodeScalars {
      guard ColumnWidth.isCommonSingleColumn(scalar) else { return columns(upTo: .max) }
      count += 1
    }
    return count
  }
}
