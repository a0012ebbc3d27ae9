/// Delivers values to a sink one at a time, in arrival order, whichever threads or tasks they
/// arrive from: the first arrival runs the sink and drains whatever queued up meanwhile; later
/// arrivals only enqueue. The queue's lock is never held while the sink runs.
final class SerialDelivery<Value>: Sendable {
  private struct State {
    var queue: [IsolationBound<Value>] = []
    var draining = false
  }

  private let target: ValueSink<Value>
  private let state = Lock(State())

  init(_ target: ValueSink<Value>) {
    self.target = target
  }

  func deliver(_ value: Value) {
    let bound = IsolationBound(value)
    let begins = state.withLock { state in
      state.queue.append(bound)
      if state.draining { return false }
      state.draining = true
      return true
    }
    guard begins else { return }
    while let next = state.withLock({ state -> IsolationBound<Value>? in
      if state.queue.isEmpty {
        state.draining = false
        return nil
      }
      return state.queue.removeFirst()
    }) {
      target.deliver(next.value)
    }
  }

  func finish() {
    target.finish()
  }
}
