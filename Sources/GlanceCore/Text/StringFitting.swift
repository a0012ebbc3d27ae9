extension String {
  /// The string cut to at most `width` columns, ending in `ellipsis` when anything was cut.
  ///
  /// Columns are read as ``CellBuffer/write(_:x:y:style:maxWidth:)`` reads them, and never more
  /// than `width + 1` of them: cutting 10 MB of text costs what cutting a short line does. A
  /// width of 1 that needs cutting gives just the ellipsis; zero or less gives the empty string.
  public func truncated(toWidth width: Int, ellipsis: Character) -> String {
    guard width > 0 else { return "" }
    guard columns(upTo: width.saturatingAdd(1)) > width else { return self }
    return prefix(columns: width - 1) + String(ellipsis)
  }

  /// The first `count` columns as a string of one scalar per column (a column that would not
  /// show as itself is ``Cell/replacement``); reads no further.
  public func prefix(columns count: Int) -> String {
    var scanner = columnScanner
    var scalars = String.UnicodeScalarView()
    var taken = 0
    while taken < count, let scalar = scanner.next() {
      scalars.append(scalar)
      taken += 1
    }
    return String(scalars)
  }

  /// The string followed by spaces up to `width` columns (unchanged if already that wide).
  public func padded(to width: Int) -> String {
    let current = columns(upTo: width)
    return current >= width ? self : self + String(repeating: " ", count: width - current)
  }
}
