extension String {
  /// The columns the string takes when drawn: one per column its `ColumnScanner` reads (a
  /// character with marks joined to it is one column). Walks the whole string: for text that may
  /// be long, use ``columns(upTo:)``.
  public var columns: Int {
    var count = 0
    for scalar in unicodeScalars {
      guard ColumnWidth.isCommonSingleColumn(scalar) else { return columns(upTo: .max) }
      count += 1
    }
    return count
  }
}
