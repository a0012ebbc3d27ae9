@testable import GlanceCore

/// Conveniences only tests need: the dashboard itself splits areas with ``Layout``.
extension Rect: CustomStringConvertible {
  /// Whether the cell at (`px`, `py`) lies inside.
  package func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// The bottom `rows` rows (fewer if the rectangle is shorter).
  package func bottom(_ rows: Int) -> Rect {
    let h = Swift.min(height, Swift.max(0, rows))
    return Rect(x: x, y: y.saturatingAdd(height - h), width: width, height: h)
  }

  /// Splits into side-by-side columns, left to right.
  package func columns(_ constraints: [Layout.Constraint], spacing: Int = 0) -> [Rect] {
    Layout(.horizontal, constraints, spacing: spacing).split(self)
  }

  /// Splits into stacked rows, top to bottom.
  package func rows(_ constraints: [Layout.Constraint], spacing: Int = 0) -> [Rect] {
    Layout(.vertical, constraints, spacing: spacing).split(self)
  }

  /// `x,y WxH`, for test failure messages.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}
