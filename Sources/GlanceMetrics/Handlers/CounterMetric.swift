import CoreMetrics
import Glance
import Synchronization

/// A `Counter`'s handler: an increment is one atomic add, whose result also says whether a
/// frame read the counter since its last write, and only then does the writer ring the board.
///
/// One word holds both: the total in the low 63 bits and, in the top bit, "read by a frame
/// since the last write". A frame sets the bit and reads the total in one atomic step; a write
/// adds to the word and finds the bit in what was there, so a write is either in a frame's
/// read or rings for the next frame, with no ordering between two places to reason about.
final class CounterMetric: CounterHandler, BoardMetric {
  /// The top bit: a frame read the counter since its last write.
  private static let readBit = Int64.min
  let name: MetricName
  private let bell: PanelBell
  private let word = Atomic<Int64>(0)

  init(name: MetricName, bell: PanelBell) {
    self.name = name
    self.bell = bell
  }

  /// Adds `amount` (not negative, as for every counter) to the total, which counts up to
  /// 2⁶² − 1 and then starts again from zero.
  func increment(by amount: Int64) {
    precondition(amount >= 0, "a counter only counts up")
    let before = word.wrappingAdd(amount, ordering: .sequentiallyConsistent).oldValue
    if before < 0 { wroteAfterRead() }
  }

  func reset() {
    let before = word.exchange(0, ordering: .sequentiallyConsistent)
    if before < 0 { bell.ring() }
  }

  /// The first write after a frame's read clears the bit and rings (only one writer wins).
  private func wroteAfterRead() {
    let before = word.bitwiseAnd(~Self.readBit, ordering: .sequentiallyConsistent).oldValue
    if before < 0 { bell.ring() }
  }

  /// Nothing to lower: the frame's read sets the bit itself.
  func lowerChangeFlag() {}

  var reading: MetricReading {
    let word = word.bitwiseOr(Self.readBit, ordering: .sequentiallyConsistent).oldValue
    return .count(word & ~Self.readBit & (Int64.max >> 1))
  }
}
