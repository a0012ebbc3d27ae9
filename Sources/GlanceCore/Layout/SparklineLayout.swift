// Public: the type of SparklineWidget's `layout` setting.
/// How a ``SparklineWidget`` places its samples in columns.
public enum SparklineLayout: Hashable, Sendable {
  /// Newest sample at the right edge: every new sample shifts all the others one column left,
  /// so every column changes.
  case scrolling
  /// Like a heart monitor: sample number `k` (counting from 0 over the whole run) sits in column
  /// `k % width` until a later sweep overwrites it, and the column after the newest sample is
  /// left blank to show where the sweep is. A new sample changes only two columns.
  ///
  /// `total` is how many samples there have been in all; the values given to the widget are the
  /// most recent of them, the last one being sample number `total - 1`.
  case sweeping(total: Int)
}
