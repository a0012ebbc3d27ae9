extension String {
  /// The columns the string takes when drawn: one per character (see ``Cell``). Labels, names
  /// and figures are made of characters that never join into one, so they are counted by scalar
  /// without grapheme breaking; anything else falls back to `count`.
  public var columns: Int {
    var scalars = 0
    for scalar in unicodeScalars {
      guard ColumnWidth.isCommonSingleColumn(scalar) else { return count }
      scalars += 1
    }
    return scalars
  }
}
