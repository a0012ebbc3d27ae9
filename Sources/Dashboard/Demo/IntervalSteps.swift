/// The intervals the `+` and `-` keys move the number thread between.
enum IntervalSteps {
  /// The steps, shortest first.
  static let all: [Duration] = [
    .microseconds(100), .microseconds(200), .microseconds(500), .milliseconds(1), .milliseconds(2),
    .milliseconds(5), .milliseconds(10), .milliseconds(20),
    .milliseconds(50), .milliseconds(100), .milliseconds(200), .milliseconds(500), .seconds(1),
    .seconds(2), .seconds(5), .seconds(10), .seconds(20), .seconds(30), .seconds(60),
  ]

  /// The next step from `interval` towards shorter (`faster`) or longer intervals, staying in
  /// bounds.
  static func step(from interval: Duration, faster: Bool) -> Duration {
    if faster {
      return all.last(where: { $0 < interval }) ?? all[0]
    }
    return all.first(where: { $0 > interval }) ?? all[all.count - 1]
  }
}
