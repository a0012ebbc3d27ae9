extension ProtocolObservable {
  /// Calls `body` on the main actor with every registered observer that conforms to `T`, in
  /// registration order, as `delivery` says; returns at once.
  ///
  /// The observers are those registered when this is called and still registered (and alive)
  /// when the round runs. With ``MainActorDelivery/latestOnMainActor`` at most one round per
  /// observer protocol is pending: a newer call replaces the body of the waiting round.
  ///
  /// ```swift
  /// withObservers(on: .latestOnMainActor) { (observer: ScoreView) in observer.show(score) }
  /// ```
  public func withObservers<T>(
    on delivery: MainActorDelivery, _ body: @escaping @MainActor (T) -> Void
  ) {
    let snapshot = observerStorage.snapshot(of: T.self)
    observerStorage.changes.rounds.deliver(
      { snapshot.forEach(body) }, observerProtocol: T.self, on: delivery)
  }

  /// Calls `body` with every registered observer that conforms to `T`, in registration order,
  /// in the context `delivery` names; `.inline` is ``withObservers(_:)``.
  public func withObservers<T>(on delivery: Delivery, _ body: @escaping @Sendable (T) -> Void) {
    let snapshot = observerStorage.snapshot(of: T.self)
    observerStorage.changes.rounds.deliver(
      { snapshot.forEach(body) }, observerProtocol: T.self, on: delivery)
  }

  /// One element per `notifyChange()` hop delivered on the main actor (coalesced calls share
  /// one), as an asynchronous sequence. The subscription ends when the loop ends or its task
  /// is cancelled.
  public func changes(
    bufferingPolicy: AsyncStream<Void>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<Void> {
    observerStorage.changes.changes(bufferingPolicy: bufferingPolicy)
  }
}
