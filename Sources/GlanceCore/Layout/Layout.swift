/// Splits a rectangle into consecutive pieces along one axis.
///
/// Sizes are resolved in three passes, so results are predictable at any terminal size:
/// 1. `.fixed`, `.fraction` and `.ratio` pieces get their size in order, each clamped to what is
///    left (a piece never pushes later pieces off the rectangle; it shrinks them to zero);
/// 2. what remains is shared among `.fill` pieces by weight, the remainder of the division going
///    one cell at a time to the earliest fills;
/// 3. pieces are laid out in order with `spacing` empty cells between neighbours.
///
/// The pieces never overlap and never extend past the rectangle. With no `.fill` piece, unused
/// space is left at the end.
public struct Layout: Sendable {
  /// The direction pieces are laid out in.
  public enum Axis: Sendable {
    /// Side by side, left to right: pieces are columns sharing the height.
    case horizontal
    /// Stacked, top to bottom: pieces are rows sharing the width.
    case vertical
  }

  /// How long one piece should be along the axis.
  public enum Constraint: Hashable, Sendable {
    /// Exactly this many cells (fewer if there is not room).
    case fixed(Int)
    /// This fraction (0...1) of the available length, rounded down.
    case fraction(Double)
    /// `numerator / denominator` of the available length, rounded down.
    case ratio(Int, Int)
    /// A share of whatever the other pieces leave, proportional to the weight.
    case fill(Int)

    /// A `.fill` piece of weight 1.
    public static let fill = Constraint.fill(1)
  }

  /// The direction pieces are laid out in.
  public var axis: Axis
  // Public: the layout's pieces, as its initializer takes them.
  /// One constraint per piece, in order.
  public var constraints: [Constraint]
  /// Empty cells between neighbouring pieces.
  public var spacing: Int

  /// Creates a layout.
  public init(_ axis: Axis, _ constraints: [Constraint], spacing: Int = 0) {
    self.axis = axis
    self.constraints = constraints
    self.spacing = Swift.max(0, spacing)
  }

  // Public: a custom Widget splits its area along one axis with it.
  /// The lengths of the pieces along the axis for a total length of `length` cells.
  public func lengths(for length: Int) -> [Int] {
    let count = constraints.count
    guard count > 0 else { return [] }
    let gaps = spacing.multipliedReportingOverflow(by: count - 1)
    let gapTotal = gaps.overflow ? Int.max : gaps.partialValue
    let available = Swift.max(0, length.saturatingSubtract(gapTotal))
    var remaining = available
    var result = [Int](repeating: 0, count: count)
    var fillWeights = 0
    for (index, constraint) in constraints.enumerated() {
      let wanted: Int
      switch constraint {
      case .fixed(let cells):
        wanted = cells
      case .fraction(let fraction):
        wanted = Int.clamping(Double(available) * fraction, to: 0...available)
      case .ratio(let numerator, let denominator):
        wanted =
          denominator <= 0
          ? 0
          : Int.clamping(
            Double(available) * Double(numerator) / Double(denominator), to: 0...available)
      case .fill(let weight):
        fillWeights = fillWeights.saturatingAdd(Swift.max(0, weight))
        continue
      }
      let size = Swift.min(Swift.max(0, wanted), remaining)
      result[index] = size
      remaining -= size
    }
    guard fillWeights > 0, remaining > 0 else { return result }
    var leftover = remaining
    for (index, constraint) in constraints.enumerated() {
      guard case .fill(let weight) = constraint, weight > 0 else { continue }
      let share = Int.clamping(
        Double(remaining) * Double(weight) / Double(fillWeights), to: 0...leftover)
      result[index] = share
      leftover -= share
    }
    // Hand out the cells lost to rounding, one each, to the earliest fills.
    var index = 0
    while leftover > 0 {
      if case .fill(let weight) = constraints[index], weight > 0 {
        result[index] += 1
        leftover -= 1
      }
      index = (index + 1) % count
    }
    return result
  }

  /// The pieces of `rect`, one per constraint, in order.
  public func split(_ rect: Rect) -> [Rect] {
    let total = axis == .horizontal ? rect.width : rect.height
    var position = axis == .horizontal ? rect.x : rect.y
    let end = axis == .horizontal ? rect.maxX : rect.maxY
    var pieces: [Rect] = []
    pieces.reserveCapacity(constraints.count)
    for (index, length) in lengths(for: total).enumerated() {
      if index > 0 { position = Swift.min(end, position.saturatingAdd(spacing)) }
      switch axis {
      case .horizontal:
        pieces.append(Rect(x: position, y: rect.y, width: length, height: rect.height))
      case .vertical:
        pieces.append(Rect(x: rect.x, y: position, width: rect.width, height: length))
      }
      position = position.saturatingAdd(length)
    }
    return pieces
  }
}
