extension String {
  /// The string cut to at most `width` columns, ending in `ellipsis` when anything was cut.
  ///
  /// Columns are characters (see ``Cell``). A width of 1 that needs cutting gives just the
  /// ellipsis; zero or less gives the empty string.
  public func truncated(toWidth width: Int, ellipsis: Character) -> String {
    guard width > 0 else { return "" }
    guard count > width else { return self }
    return String(prefix(width - 1)) + String(ellipsis)
  }

  /// The string followed by spaces up to `width` columns (unchanged if already that wide).
  public func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
