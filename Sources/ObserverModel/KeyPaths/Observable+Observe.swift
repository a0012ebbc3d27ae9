import Observation

extension Observable where Self: AnyObject {
  /// Calls `onChange` with the value at `keyPath` now, and again after every write that changes
  /// what it reads, until the returned handle is cancelled or released or this object is
  /// deallocated.
  ///
  /// Without a rate limit delivery is synchronous: the current value before this method returns,
  /// each later one inside the write, right after the new value is stored, on the writing
  /// thread, with no task hop. An actor-isolated model (a `@MainActor` one, say) or a
  /// non-`Sendable` model can only be written from its own isolation, which is the caller's,
  /// so that is where `onChange` runs; a write to a `Sendable` model from another isolation than
  /// the caller's stops the program with a precondition failure — observe such a model with
  /// ``observeTask(_:options:clock:isolation:_:)-(_,_,_,_,(Value)->Void)`` or
  /// ``ObservationBridge``. A nonisolated caller gets callbacks on whichever thread writes, one
  /// at a time, never concurrently.
  /// Writes made inside `onChange` are delivered after it returns.
  ///
  /// With a rate limit, values delivered after a wait are delivered from a task on the caller's
  /// isolation, timed by `clock`. Equal consecutive values are all delivered; suppress
  /// duplicates in `onChange` if you need to. Conflicting `options` stop the program (check
  /// them first with ``ObservationOptions/validate()``).
  ///
  /// The handle keeps only the observation alive, never this object.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>,
    options: ObservationOptions = [],
    clock: some Clock<Duration> = ContinuousClock(),
    isolation: isolated (any Actor)? = #isolation,
    _ onChange: @escaping (Value) -> Void
  ) -> ObservationHandle {
    startObserving(reading(keyPath), options: options, clock: clock, isolation: isolation, onChange)
  }

  /// Calls `onChange` now and after every write to the property at `keyPath`, without the
  /// value; otherwise exactly like
  /// ``observe(_:options:clock:isolation:_:)-(_,_,_,_,(Value)->Void)``.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>,
    options: ObservationOptions = [],
    clock: some Clock<Duration> = ContinuousClock(),
    isolation: isolated (any Actor)? = #isolation,
    _ onChange: @escaping () -> Void
  ) -> ObservationHandle {
    observe(keyPath, options: options, clock: clock, isolation: isolation) { (_: Value) in
      onChange()
    }
  }

  /// Trigger-only observation of several properties: calls `onChange` now and after every write
  /// to any of them. It carries no values; read what you need from the object inside the
  /// callback. Delivery follows the rules of the single key-path form.
  public func observe(
    _ keyPaths: [PartialKeyPath<Self>],
    options: ObservationOptions = [],
    clock: some Clock<Duration> = ContinuousClock(),
    isolation: isolated (any Actor)? = #isolation,
    _ onChange: @escaping () -> Void
  ) -> ObservationHandle {
    startObserving(reading(keyPaths), options: options, clock: clock, isolation: isolation) {
      onChange()
    }
  }

  /// The pipeline behind every `observe` form: `onChange` bound to the caller's `isolation`,
  /// checked on each delivery that is not rate-limited.
  private func startObserving<Value>(
    _ read: @escaping () -> Value?, options: ObservationOptions, clock: some Clock<Duration>,
    isolation: (any Actor)?, _ onChange: @escaping (Value) -> Void
  ) -> ObservationHandle {
    let callback = IsolationBound(onChange, isolation: isolation)
    let checksIsolation = options.rateLimit == nil
    return ObservationPipeline.start(
      options: options, clock: clock, isolation: isolation, read: read,
      delivery: ValueSink(
        deliver: { value in
          if checksIsolation {
            isolation?.preconditionIsolated(
              "observe(_:) callback: the model was written outside the observer's isolation; "
                + "use observeTask or ObservationBridge to observe it across isolations")
          }
          callback.value(value)
        },
        finish: {}))
  }
}
