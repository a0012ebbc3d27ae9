import Observation

extension Observable where Self: AnyObject & Sendable {
  /// Calls `onChange` with the value at `keyPath` now and after every write that changes what it
  /// reads, in the context `delivery` names, until the returned handle is cancelled or released
  /// or this object is deallocated.
  ///
  /// The value is read on the writing thread, inside the write; `delivery` then decides where
  /// `onChange` runs. With `.inline` it runs there too, on whichever thread writes (never
  /// concurrently with itself), so any isolation may write the model.
  public func observe<Value: Sendable>(
    _ keyPath: KeyPath<Self, Value>, on delivery: Delivery,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> ObservationHandle {
    let handoff = delivery.makeHandoff(onChange)
    return startObservation(keyPath, handoff: handoff, inline: onChange)
  }

  /// Calls `onChange` on the main actor with the value at `keyPath` now and after every write
  /// that changes what it reads, as `delivery` says (every value, the latest only, debounced or
  /// throttled), until the returned handle is cancelled or released or this object is
  /// deallocated.
  ///
  /// ```swift
  /// handle = model.observe(\.progress, on: .latestOnMainActor) { self.bar.fraction = $0 }
  /// ```
  ///
  /// After `cancel()` returns on the main actor, `onChange` does not start again. Delivery needs
  /// a main loop; see ``MainActorDelivery``. In the safe runtime (see the Runtime README) a
  /// change is re-read on the main actor after the write, so that a `@MainActor` model's new
  /// value is always the one read.
  public func observe<Value: Sendable>(
    _ keyPath: KeyPath<Self, Value>, on delivery: MainActorDelivery,
    _ onChange: @escaping @MainActor (Value) -> Void
  ) -> ObservationHandle {
    startObservation(
      keyPath, handoff: delivery.makeHandoff(onChange), inline: { _ in },
      rereadOn: MainActor.shared)
  }

  /// `rereadOn` is where the safe runtime reads a changed value (the global executor when nil).
  private func startObservation<Value: Sendable>(
    _ keyPath: KeyPath<Self, Value>, handoff: (any Handoff<Value>)?,
    inline: @escaping @Sendable (Value) -> Void, rereadOn isolation: (any Actor)? = nil
  ) -> ObservationHandle {
    ObservationPipeline.start(
      options: [], clock: ContinuousClock(), isolation: isolation,
      read: reading(keyPath),
      delivery: ValueSink(
        deliver: { value in
          if let handoff { handoff.send(value) } else { inline(value) }
        },
        finish: {}),
      onCancel: { handoff?.close() })
  }
}
