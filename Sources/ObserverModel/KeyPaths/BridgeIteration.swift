/// One iterator's pipeline: the handle that keeps it running (released with the iterator) and
/// the channel its values arrive in.
final class BridgeIteration<Element>: Sendable {
  let channel = BridgeChannel<Element>()
  private let handle = Lock<ObservationHandle?>(nil)

  func begin(_ started: ObservationHandle) {
    handle.withLock { $0 = started }
    // Weak: the channel is reachable from the pipeline, which the handle keeps alive.
    channel.onCancel = { [weak self] in self?.cancel() }
  }

  private func cancel() {
    handle.withLock { $0 }?.cancel()
  }
}

/// The buffer between a bridge pipeline and its consumer: the next value is kept, later ones
/// collapse into a single latest slot; one consumer waits at a time.
final class BridgeChannel<Element>: Sendable {
  private struct State {
    var next: IsolationBound<Element>?
    var latest: IsolationBound<Element>?
    var finished = false
    var cancelled = false
    var waiter: CheckedContinuation<IsolationBound<Element>?, Never>?
    var onCancel: (@Sendable () -> Void)?
  }

  private let state = Lock(State())

  /// Runs when the consumer's task is cancelled; set after cancellation (a pipeline started
  /// late, in a task on the producer's actor), it runs at once.
  var onCancel: (@Sendable () -> Void)? {
    get { state.withLock { $0.onCancel } }
    set {
      let alreadyCancelled = state.withLock { state -> Bool in
        state.onCancel = newValue
        return state.cancelled
      }
      if alreadyCancelled { newValue?() }
    }
  }

  var sink: ValueSink<Element> {
    ValueSink(deliver: { self.receive($0) }, finish: { self.finish() })
  }

  private func receive(_ value: Element) {
    let bound = IsolationBound(value)
    let waiter = state.withLock { state -> CheckedContinuation<IsolationBound<Element>?, Never>? in
      guard !state.finished else { return nil }
      if let waiter = state.waiter {
        state.waiter = nil
        return waiter
      }
      if state.next == nil {
        state.next = bound
      } else {
        state.latest = bound
      }
      return nil
    }
    waiter?.resume(returning: bound)
  }

  private func finish() {
    let waiter = state.withLock { state in
      state.finished = true
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: nil)
  }

  private func cancel() {
    let (waiter, onCancel) = state.withLock { state in
      state.finished = true
      state.cancelled = true
      state.next = nil
      state.latest = nil
      defer { state.waiter = nil }
      return (state.waiter, state.onCancel)
    }
    waiter?.resume(returning: nil)
    onCancel?()
  }

  private func takeBuffered(_ state: inout State) -> IsolationBound<Element>? {
    guard let next = state.next else { return nil }
    state.next = state.latest
    state.latest = nil
    return next
  }

  func next(isolation: isolated (any Actor)?) async -> Element? {
    if let ready = state.withLock({ takeBuffered(&$0) }) { return ready.value }
    let received = await withTaskCancellationHandler {
      await withCheckedContinuation(isolation: isolation) {
        (continuation: CheckedContinuation<IsolationBound<Element>?, Never>) in
        let immediate = state.withLock { state -> IsolationBound<Element>?? in
          if let ready = takeBuffered(&state) { return .some(ready) }
          if state.finished || Task.isCancelled { return .some(nil) }
          state.waiter = continuation
          return nil
        }
        if let immediate { continuation.resume(returning: immediate) }
      }
    } onCancel: {
      cancel()
    }
    return received?.value
  }
}
