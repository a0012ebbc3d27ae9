import ObserverModel

/// Statistics of the number thread's numbers, kept on the generating thread and published after
/// every number through ``summaries``.
final class RandomNumberHistory: RandomNumberObserver, Sendable {
  /// A consistent copy of the statistics.
  struct Summary: Sendable, Equatable {
    var count = 0
    var latest: Int?
    var minimum: Int?
    var maximum: Int?
    var sum = 0
    /// The most recent values, oldest first, for the sparkline.
    var recent: [Int] = []

    /// Adds `value`, keeping at most `capacity` recent values.
    mutating func record(_ value: Int, capacity: Int) {
      count += 1
      latest = value
      minimum = min(minimum ?? value, value)
      maximum = max(maximum ?? value, value)
      sum &+= value
      recent.append(value)
      if recent.count > capacity { recent.removeFirst(recent.count - capacity) }
    }
  }

  /// How many recent values the sparkline gets.
  let capacity: Int
  /// The statistics, published after every number.
  let summaries = Observer(Summary())

  init(capacity: Int = 240) { self.capacity = capacity }

  func onRandomNumber(_ randomNumber: Int) {
    let capacity = capacity
    summaries.modify { $0.record(randomNumber, capacity: capacity) }
  }
}
