/// Which way the bars of a chart grow.
public enum ChartOrientation: Hashable, Sendable {
  /// One bar per row, growing left and right of the zero line, labels on the left.
  case horizontal
  /// One bar per column, growing up and down from the zero line, labels underneath.
  case vertical
}
