extension Observer {
  /// Calls `callback` with the current value (unless `skippingInitialValue`), then with every
  /// new value, in the context `delivery` names, until the returned disposable is disposed or
  /// released.
  ///
  /// ```swift
  /// let subscription = temperature.observe(on: .queue(logQueue)) { print($0) }
  /// ```
  ///
  /// `.inline` is exactly ``observe(skippingInitialValue:_:)``.
  public func observe(
    on delivery: Delivery, skippingInitialValue: Bool = false,
    _ callback: @escaping @Sendable (Value) -> Void
  ) -> Disposable {
    guard let handoff = delivery.makeHandoff(callback) else {
      return observe(skippingInitialValue: skippingInitialValue, callback)
    }
    return subscribe(through: handoff, skippingInitialValue: skippingInitialValue)
  }

  /// Calls `callback` on the main actor with the current value (unless
  /// `skippingInitialValue`), then with new values as `delivery` says (every one, the latest
  /// only, debounced or throttled), until the returned disposable is disposed or released.
  ///
  /// The callback is a `@MainActor` closure, so a main-actor view can update itself directly:
  ///
  /// ```swift
  /// @MainActor final class CounterView {
  ///   var text = ""
  ///   var subscription: Disposable?
  ///   func bind(to counter: Observer<Int>) {
  ///     subscription = counter.observe(on: .latestOnMainActor) { self.text = "\($0)" }
  ///   }
  /// }
  /// ```
  ///
  /// After `dispose()` returns on the main actor, the callback does not start again. Delivery
  /// needs a main loop; see ``MainActorDelivery``.
  public func observe(
    on delivery: MainActorDelivery, skippingInitialValue: Bool = false,
    _ callback: @escaping @MainActor (Value) -> Void
  ) -> Disposable {
    subscribe(
      through: delivery.makeHandoff(callback), skippingInitialValue: skippingInitialValue)
  }

  private func subscribe(through handoff: any Handoff<Value>, skippingInitialValue: Bool)
    -> Disposable
  {
    let subscription = hub.subscribe(
      replayLimit: skippingInitialValue ? 0 : 1, disposesOnRelease: true
    ) { handoff.send($0) }
    return Disposable {
      subscription.dispose()
      handoff.close()
    }
  }
}
