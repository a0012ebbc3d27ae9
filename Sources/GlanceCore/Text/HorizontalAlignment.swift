// Public: the type of the text widgets' and table columns' `alignment`.
/// Where text sits within a wider space.
public enum HorizontalAlignment: Sendable {
  /// Against the left edge.
  case left
  /// In the middle; an odd leftover cell goes to the right.
  case center
  /// Against the right edge.
  case right

  /// How far from the left edge something `length` columns long starts within `width` columns;
  /// never negative.
  public func offset(for length: Int, in width: Int) -> Int {
    let slack = max(0, width - length)
    switch self {
    case .left: return 0
    case .center: return slack / 2
    case .right: return slack
    }
  }
}
