/// The intervals `+` and `-` step the numbers through, shortest first.
enum IntervalSteps {
  static let all: [Duration] =
    [100, 200, 500].map(Duration.microseconds)
    + [1, 2, 5, 10, 20, 50, 100, 200, 500].map(Duration.milliseconds)
    + [1, 2, 5, 10, 20, 30, 60].map(Duration.seconds)

  /// The next step from `interval`, shorter when `faster`, staying in bounds.
  static func step(from interval: Duration, faster: Bool) -> Duration {
    faster
      ? all.last { $0 < interval } ?? all[0] : all.first { $0 > interval } ?? all[all.count - 1]
  }
}
