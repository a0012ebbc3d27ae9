/// How much of a source a ``RollingWindow`` keeps: a number of values, or the values that
/// arrived within a stretch of the board's time.
public enum WindowSpan: Hashable, Sendable {
  /// The last `count` values (at least one).
  case values(Int)
  /// The values that arrived less than `duration` ago, by the board's clock (the virtual clock
  /// in `GlanceTesting`'s `BoardTester`).
  case duration(Duration)

  /// The values that arrived less than `seconds` seconds ago, by the board's clock.
  public static func seconds(_ seconds: Int) -> WindowSpan {
    .duration(.seconds(seconds))
  }

  /// The values that arrived less than `seconds` seconds ago, by the board's clock.
  public static func seconds(_ seconds: Double) -> WindowSpan {
    .duration(.seconds(seconds))
  }
}
