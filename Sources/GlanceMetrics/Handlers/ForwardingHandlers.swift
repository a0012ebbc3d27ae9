import CoreMetrics

// The handlers of a factory that forwards (`BoardMetricsFactory(forwardingTo:)`): each holds the
// board's metric and the downstream factory's handler as two stored properties, so that a write
// is two direct calls, with no array to walk and no reference counting per call.

/// A handler that pairs one of the board's metrics with a downstream factory's handler.
protocol ForwardingHandler: AnyObject {
  /// The board's metric, which the board's registry knows.
  var boardMetric: AnyObject { get }
}

/// A counter on the board and downstream.
final class ForwardingCounter: CounterHandler, ForwardingHandler {
  let board: CounterMetric
  let downstream: any CounterHandler

  init(board: CounterMetric, downstream: any CounterHandler) {
    self.board = board
    self.downstream = downstream
  }

  var boardMetric: AnyObject { board }

  func increment(by amount: Int64) {
    board.increment(by: amount)
    downstream.increment(by: amount)
  }

  func reset() {
    board.reset()
    downstream.reset()
  }
}

/// A floating-point counter on the board and downstream.
final class ForwardingFloatingPointCounter: FloatingPointCounterHandler, ForwardingHandler {
  let board: FloatingPointCounterMetric
  let downstream: any FloatingPointCounterHandler

  init(board: FloatingPointCounterMetric, downstream: any FloatingPointCounterHandler) {
    self.board = board
    self.downstream = downstream
  }

  var boardMetric: AnyObject { board }

  func increment(by amount: Double) {
    board.increment(by: amount)
    downstream.increment(by: amount)
  }

  func reset() {
    board.reset()
    downstream.reset()
  }
}

/// A meter on the board and downstream.
final class ForwardingMeter: MeterHandler, ForwardingHandler {
  let board: LatestValueMetric
  let downstream: any MeterHandler

  init(board: LatestValueMetric, downstream: any MeterHandler) {
    self.board = board
    self.downstream = downstream
  }

  var boardMetric: AnyObject { board }

  func set(_ value: Int64) {
    board.set(value)
    downstream.set(value)
  }

  func set(_ value: Double) {
    board.set(value)
    downstream.set(value)
  }

  func increment(by amount: Double) {
    board.increment(by: amount)
    downstream.increment(by: amount)
  }

  func decrement(by amount: Double) {
    board.decrement(by: amount)
    downstream.decrement(by: amount)
  }
}

/// A recorder (aggregating or a gauge) on the board and downstream.
final class ForwardingRecorder: RecorderHandler, ForwardingHandler {
  let board: any RecorderHandler & BoardMetric
  let downstream: any RecorderHandler

  init(board: any RecorderHandler & BoardMetric, downstream: any RecorderHandler) {
    self.board = board
    self.downstream = downstream
  }

  var boardMetric: AnyObject { board }

  func record(_ value: Int64) {
    board.record(value)
    downstream.record(value)
  }

  func record(_ value: Double) {
    board.record(value)
    downstream.record(value)
  }
}

/// A timer on the board and downstream; the preferred display unit is the downstream's (the
/// board picks the unit that suits the durations).
final class ForwardingTimer: TimerHandler, ForwardingHandler {
  let board: DistributionMetric
  let downstream: any TimerHandler

  init(board: DistributionMetric, downstream: any TimerHandler) {
    self.board = board
    self.downstream = downstream
  }

  var boardMetric: AnyObject { board }

  func recordNanoseconds(_ duration: Int64) {
    board.recordNanoseconds(duration)
    downstream.recordNanoseconds(duration)
  }

  func preferDisplayUnit(_ unit: TimeUnit) {
    downstream.preferDisplayUnit(unit)
  }
}
