import ObserverModel

/// The newest value an observer delivered inline on its writer's thread, waiting for the main
/// actor to take it (see ``Panel/takeLatestEachFrame(of:_:)``).
final class LatestValueSlot<Value: Sendable>: Sendable {
  private let slot = Lock<Value?>(nil)
  /// Rung after every value.
  let gate = FrameGate()

  /// Keeps `value` as the newest, replacing one not yet taken.
  func put(_ value: Value) {
    slot.withLock { $0 = value }
    gate.ring()
  }

  /// Whether a value waits.
  var hasValue: Bool { slot.withLock { $0 != nil } }

  /// The value waiting, if any, leaving none.
  func take() -> Value? {
    slot.withLock { value in
      defer { value = nil }
      return value
    }
  }
}

extension Panel {
  /// Runs `take` on the main actor with `observer`'s newest value (its current one first), at
  /// most once a frame however fast it is written: the value waits in a slot on the writer's
  /// side, and a ``FrameGate`` brings the main actor to it.
  func takeLatestEachFrame<Value>(
    of observer: Observer<Value>, _ take: @escaping @MainActor (Value) -> Void
  ) -> Disposable {
    let slot = LatestValueSlot<Value>()
    let taking = takeEachFrame(from: slot.gate, hasPending: { slot.hasValue }) {
      if let value = slot.take() { take(value) }
    }
    keep(observer.observe(on: .inline) { slot.put($0) })
    return taking
  }
}
