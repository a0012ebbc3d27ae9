/// The size of a terminal or screen in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// Number of columns (cells per row).
  public var columns: Int
  /// Number of rows.
  public var rows: Int

  /// Creates a size; negative values become zero.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// Parses `"100x30"` (also `X` or `×` as the separator); `nil` if it is not two non-negative
  /// integers around one separator (`"100xx30"`, `"x100x30"` and `"100x30x"` are refused).
  public init?(parsing text: String) {
    let parts = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      columns >= 0, rows >= 0
    else { return nil }
    self.init(columns: columns, rows: rows)
  }

  /// Whether this size is at least `other` in both directions.
  public func fits(_ other: TerminalSize) -> Bool {
    columns >= other.columns && rows >= other.rows
  }

  /// `WxH`, e.g. `80x24`.
  public var description: String { "\(columns)x\(rows)" }
}
