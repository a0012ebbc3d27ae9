/// Delivers every value, in order, on a serial executor.
///
/// Values wait in a queue; the send that finds no drain running starts one task isolated to an
/// actor whose executor is the given one, and that task delivers values until the queue is
/// empty. One drain at a time keeps the order; a burst of values costs one task.
final class ExecutorHandoff<Value: Sendable>: Handoff {
  private struct State {
    var waiting: [(value: Value, sentAt: UInt64)] = []
    var next = 0
    var draining = false
    var closed = false
  }

  private let target: ExecutorBoundActor
  private let callback: @Sendable (Value) -> Void
  private let monitor: HandoffMonitor?
  private let state = Lock(State())

  init(
    executor: any SerialExecutor, monitor: HandoffMonitor?,
    callback: @escaping @Sendable (Value) -> Void
  ) {
    target = ExecutorBoundActor(executor: executor)
    self.monitor = monitor
    self.callback = callback
  }

  func send(_ value: Value) {
    let sentAt = monitor?.now() ?? 0
    let outcome = state.withLock { state -> (accepted: Bool, startsDrain: Bool) in
      guard !state.closed else { return (false, false) }
      state.waiting.append((value, sentAt))
      if state.draining { return (true, false) }
      state.draining = true
      return (true, true)
    }
    guard outcome.accepted else { return }
    if let monitor {
      monitor.recordSend()
      monitor.recordScheduled()
    }
    guard outcome.startsDrain else { return }
    Task { [target] in await target.run { self.drain() } }
  }

  /// Runs on the executor.
  private func drain() {
    while let (value, sentAt) = state.withLock({ state -> (Value, UInt64)? in
      guard !state.closed, state.next < state.waiting.count else {
        state.waiting.removeAll(keepingCapacity: true)
        state.next = 0
        state.draining = false
        return nil
      }
      defer { state.next += 1 }
      return state.waiting[state.next]
    }) {
      monitor?.recordLeftPending()
      monitor?.recordHop(sentAt: sentAt)
      callback(value)
    }
  }

  func close() {
    let dropped = state.withLock { state -> Int in
      state.closed = true
      defer {
        state.waiting.removeAll()
        state.next = 0
      }
      return state.waiting.count - state.next
    }
    if dropped > 0 { monitor?.recordLeftPending(count: dropped) }
  }
}

/// An actor that runs on a given serial executor, so a task can be isolated to that executor.
actor ExecutorBoundActor {
  private nonisolated let executor: any SerialExecutor

  init(executor: any SerialExecutor) {
    self.executor = executor
  }

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  /// Runs `body` on the executor.
  func run(_ body: @Sendable () -> Void) {
    body()
  }
}
