extension String {
  /// The string cut to at most `width` columns, ending in `ellipsis` when anything was cut.
  ///
  /// Columns are read as ``CellBuffer/write(_:x:y:style:maxWidth:)`` reads them, and never more
  /// than `width + 1` of them: cutting 10 MB of text costs what cutting a short line does. A
  /// wide character is never cut in half: when it does not fit before the ellipsis, the result
  /// is a column narrower. A width of 1 that needs cutting gives just the ellipsis; zero or less
  /// gives the empty string.
  public func truncated(toWidth width: Int, ellipsis: Character) -> String {
    guard width > 0 else { return "" }
    guard columns(upTo: width.saturatingAdd(1)) > width else { return self }
    return prefix(columns: width - 1) + String(ellipsis)
  }

  /// The characters of the first `count` columns as cells show them (format characters
  /// dropped, controls as U+FFFD); a wide character that would cross column `count` is left
  /// out. Reads no further.
  public func prefix(columns count: Int) -> String {
    var scanner = columnScanner
    var scalars = String.UnicodeScalarView()
    var taken = 0
    while taken < count, let cell = scanner.next(), taken + cell.width <= count {
      cell.forEachScalar { scalars.append($0) }
      taken += cell.width
    }
    return String(scalars)
  }

  /// The string followed by spaces up to `width` columns (unchanged if already that wide).
  package func padded(to width: Int) -> String {
    let current = columns(upTo: width)
    return current >= width ? self : self + String(repeating: " ", count: width - current)
  }
}
