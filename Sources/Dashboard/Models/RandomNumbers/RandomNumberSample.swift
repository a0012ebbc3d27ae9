/// One generated number with its position in the sequence and when it was produced, so that a
/// consumer can tell how long the hand-off to it took.
struct RandomNumberSample: Sendable, Equatable {
  /// The number.
  var value: Int
  /// 1 for the first number the thread generated, 2 for the second, and so on.
  var sequence: Int
  /// When the generating thread produced it.
  var producedAt: ContinuousClock.Instant

  /// Creates a sample.
  init(value: Int, sequence: Int, producedAt: ContinuousClock.Instant) {
    self.value = value
    self.sequence = sequence
    self.producedAt = producedAt
  }
}
