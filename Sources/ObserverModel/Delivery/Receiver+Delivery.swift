extension Receiver {
  /// Calls `handler` with each kept wave (per the strategy), then with every wave broadcast from
  /// now on, in the context `delivery` names, until the returned disposable is disposed.
  ///
  /// Like ``listen(_:)`` the disposable is detached: the result may be ignored. `.inline` is
  /// exactly ``listen(_:)``.
  @discardableResult
  public func listen(on delivery: Delivery, _ handler: @escaping @Sendable (Wave) -> Void)
    -> Disposable
  {
    guard let handoff = delivery.makeHandoff(handler) else { return listen(handler) }
    return listen(through: handoff)
  }

  /// Calls `handler` on the main actor with each kept wave, then with broadcast waves as
  /// `delivery` says (every one, the latest only, debounced or throttled), until the returned
  /// disposable is disposed.
  ///
  /// ```swift
  /// @MainActor final class StatusLine {
  ///   var text = ""
  ///   func follow(_ events: Receiver<String>) {
  ///     events.listen(on: .mainActor) { self.text = $0 }
  ///   }
  /// }
  /// ```
  ///
  /// After `dispose()` returns on the main actor, the handler does not start again. Delivery
  /// needs a main loop; see ``MainActorDelivery``.
  @discardableResult
  public func listen(
    on delivery: MainActorDelivery, _ handler: @escaping @MainActor (Wave) -> Void
  ) -> Disposable {
    listen(through: delivery.makeHandoff(handler))
  }

  private func listen(through handoff: any Handoff<Wave>) -> Disposable {
    let subscription = listen { handoff.send($0) }
    return Disposable(disposesOnRelease: false) {
      subscription.dispose()
      handoff.close()
    }
  }
}
