/// The last stage of `observeTask`: runs the async body for each selected value, one at a time,
/// on the observer's isolation.
///
/// A running body is never cancelled. While it runs, the first value to arrive is kept as the
/// next one to run; any further values only replace a single "latest" slot. So while the body
/// for 0 runs, writes of 1, 2 and 3 lead to bodies for 1 and then 3. Cancelling drops what is
/// waiting; a body in flight completes.
final class TaskDelivery<Value>: Sendable {
  private struct State {
    var next: IsolationBound<Value>?
    var latest: IsolationBound<Value>?
    var running = false
    var cancelled = false
  }

  /// Called only on `isolation`.
  private let body: IsolationBound<(Value) async -> Void>
  private let isolation: (any Actor)?
  private let state = Lock(State())
  private let finished: @Sendable () -> Void

  init(
    isolation: (any Actor)?, body: @escaping (Value) async -> Void,
    finished: @escaping @Sendable () -> Void
  ) {
    self.isolation = isolation
    self.body = IsolationBound(body, isolation: isolation)
    self.finished = finished
  }

  var sink: ValueSink<Value> {
    ValueSink(deliver: { self.receive($0) }, finish: finished)
  }

  private func receive(_ value: Value) {
    let bound = IsolationBound(value)
    let startsRunner = state.withLock { state -> Bool in
      guard !state.cancelled else { return false }
      if state.next == nil {
        state.next = bound
      } else {
        state.latest = bound
      }
      if state.running { return false }
      state.running = true
      return true
    }
    guard startsRunner else { return }
    IsolatedTask.start(on: isolation) { [self] isolation in
      await runBodies(isolation: isolation)
    }
  }

  private func runBodies(isolation: isolated (any Actor)?) async {
    while let value = state.withLock({ state -> IsolationBound<Value>? in
      guard !state.cancelled, let next = state.next else {
        state.running = false
        return nil
      }
      state.next = state.latest
      state.latest = nil
      return next
    }) {
      await body.value(value.value)
    }
  }

  func cancel() {
    state.withLock { state in
      state.cancelled = true
      state.next = nil
      state.latest = nil
    }
  }
}
