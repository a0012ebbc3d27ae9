/// A rectangle of terminal cells: origin at the top-left, x grows right, y grows down.
///
/// Width and height are never negative (a negative size is stored as zero), and all edge
/// arithmetic saturates, so any rectangle — huge, negative or off-screen — is safe to pass to a
/// widget: drawing simply clips to the buffer.
public struct Rect: Hashable, Sendable {
  /// Column of the left edge.
  public var x: Int
  /// Row of the top edge.
  public var y: Int
  /// Number of columns; zero or more.
  public var width: Int {
    didSet { width = Swift.max(0, width) }
  }
  /// Number of rows; zero or more.
  public var height: Int {
    didSet { height = Swift.max(0, height) }
  }

  /// Creates a rectangle; negative sizes become zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = Swift.max(0, width)
    self.height = Swift.max(0, height)
  }

  /// A rectangle at the origin with the given size.
  public init(width: Int, height: Int) {
    self.init(x: 0, y: 0, width: width, height: height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(width: 0, height: 0)

  /// One past the right-most column (saturating).
  public var maxX: Int { x.saturatingAdd(width) }
  /// One past the bottom row (saturating).
  public var maxY: Int { y.saturatingAdd(height) }
  /// True when the rectangle covers no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The cells both rectangles cover; empty (at the clamped origin) when they do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    let left = Swift.max(x, other.x)
    let top = Swift.max(y, other.y)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    return Rect(
      x: left, y: top,
      width: right.saturatingSubtract(left), height: bottom.saturatingSubtract(top))
  }

  /// Shrinks each edge by its own amount; never yields a negative size.
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    let newX = x.saturatingAdd(left)
    let newY = y.saturatingAdd(top)
    return Rect(
      x: newX, y: newY,
      width: width.saturatingSubtract(left).saturatingSubtract(right),
      height: height.saturatingSubtract(top).saturatingSubtract(bottom))
  }

  /// Shrinks every edge by `amount` (a panel border is `inset(by: 1)`).
  public func inset(by amount: Int) -> Rect {
    inset(top: amount, left: amount, bottom: amount, right: amount)
  }

  /// Shrinks the left and right edges by `dx` and the top and bottom by `dy`.
  public func inset(dx: Int, dy: Int) -> Rect {
    inset(top: dy, left: dx, bottom: dy, right: dx)
  }

  // Public: a custom Widget centres a box in its area with it.
  /// A rectangle of at most `width` × `height` centred inside this one (rounding left/up).
  public func centered(width w: Int, height h: Int) -> Rect {
    let cw = Swift.min(Swift.max(0, w), width)
    let ch = Swift.min(Swift.max(0, h), height)
    return Rect(
      x: x.saturatingAdd((width - cw) / 2), y: y.saturatingAdd((height - ch) / 2),
      width: cw, height: ch)
  }

  /// The top `rows` rows (fewer if the rectangle is shorter).
  public func top(_ rows: Int) -> Rect {
    Rect(x: x, y: y, width: width, height: Swift.min(height, Swift.max(0, rows)))
  }
}
