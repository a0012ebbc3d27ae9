import ObserverModel
import Synchronization

/// What the random-number panel knows, written on the generating thread by its observer
/// callback and read on the main loop when drawing. Keeps running statistics and the most recent
/// values for the sparkline.
final class RandomNumberHistory: RandomNumberObserver, Sendable {
  /// A consistent copy of the statistics.
  struct Summary: Sendable, Equatable {
    var count = 0
    var latest: Int?
    var minimum: Int?
    var maximum: Int?
    var sum = 0
    var recent: [Int] = []

    /// The mean of all values so far, `nil` before the first.
    var mean: Double? { count == 0 ? nil : Double(sum) / Double(count) }
  }

  /// How many recent values are kept for the sparkline.
  let capacity: Int
  private let state = Mutex(Summary())

  init(capacity: Int = 240) {
    self.capacity = capacity
  }

  /// Called on the generating thread for every number.
  func onRandomNumber(_ randomNumber: Int) {
    state.withLock { summary in
      summary.count += 1
      summary.latest = randomNumber
      summary.minimum = min(summary.minimum ?? randomNumber, randomNumber)
      summary.maximum = max(summary.maximum ?? randomNumber, randomNumber)
      summary.sum &+= randomNumber
      summary.recent.append(randomNumber)
      if summary.recent.count > capacity {
        summary.recent.removeFirst(summary.recent.count - capacity)
      }
    }
  }

  /// The statistics as of now.
  var summary: Summary { state.withLock { $0 } }
}
