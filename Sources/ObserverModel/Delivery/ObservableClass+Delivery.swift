extension ObservableClass {
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
    let snapshot = table.snapshot(of: T.self)
    changes.rounds.deliver({ snapshot.forEach(body) }, observerProtocol: T.self, on: delivery)
  }

  /// Calls `body` with every registered observer that conforms to `T`, in registration order,
  /// in the context `delivery` names; `.inline` is ``withObservers(_:)``.
  public func withObservers<T>(on delivery: Delivery, _ body: @escaping @Sendable (T) -> Void) {
    let snapshot = table.snapshot(of: T.self)
    changes.rounds.deliver({ snapshot.forEach(body) }, observerProtocol: T.self, on: delivery)
  }

  /// One element per `notifyChange()` hop delivered on the main actor (coalesced calls share
  /// one), as an asynchronous sequence. The subscription ends when the loop ends or its task
  /// is cancelled.
  public func changes(
    bufferingPolicy: AsyncStream<Void>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<Void> {
    changes.changes(bufferingPolicy: bufferingPolicy)
  }
}

extension ObservableThreadSafeClass {
  /// Calls `body` on the main actor with every registered observer that conforms to `T`, in
  /// registration order, as `delivery` says; returns at once. See
  /// the `ObservableClass` form.
  public func withObservers<T>(
    on delivery: MainActorDelivery, _ body: @escaping @MainActor (T) -> Void
  ) {
    observers.deliver(body, on: delivery)
  }

  /// Calls `body` with every registered observer that conforms to `T`, in registration order,
  /// in the context `delivery` names; `.inline` is ``withObservers(_:)``.
  public func withObservers<T>(on delivery: Delivery, _ body: @escaping @Sendable (T) -> Void) {
    observers.deliver(body, on: delivery)
  }

  /// One element per `notifyChange()` hop delivered on the main actor, as an asynchronous
  /// sequence; see ``ObservableClass/changes(bufferingPolicy:)``.
  public func changes(
    bufferingPolicy: AsyncStream<Void>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<Void> {
    observers.changes.changes(bufferingPolicy: bufferingPolicy)
  }
}

extension ObservableThread {
  /// Calls `body` on the main actor with every registered observer that conforms to `T`, in
  /// registration order, as `delivery` says; returns at once. See
  /// the `ObservableClass` form.
  public func withObservers<T>(
    on delivery: MainActorDelivery, _ body: @escaping @MainActor (T) -> Void
  ) {
    observers.deliver(body, on: delivery)
  }

  /// Calls `body` with every registered observer that conforms to `T`, in registration order,
  /// in the context `delivery` names; `.inline` is ``withObservers(_:)``.
  public func withObservers<T>(on delivery: Delivery, _ body: @escaping @Sendable (T) -> Void) {
    observers.deliver(body, on: delivery)
  }

  /// One element per `notifyChange()` hop delivered on the main actor, as an asynchronous
  /// sequence; see ``ObservableClass/changes(bufferingPolicy:)``.
  public func changes(
    bufferingPolicy: AsyncStream<Void>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<Void> {
    observers.changes.changes(bufferingPolicy: bufferingPolicy)
  }
}

extension SharedObserverTable {
  /// A `withObservers(on:)` round for a main-actor body.
  func deliver<T>(_ body: @escaping @MainActor (T) -> Void, on delivery: MainActorDelivery) {
    let snapshot = snapshot(of: T.self)
    changes.rounds.deliver({ snapshot.forEach(body) }, observerProtocol: T.self, on: delivery)
  }

  /// A `withObservers(on:)` round for a `@Sendable` body.
  func deliver<T>(_ body: @escaping @Sendable (T) -> Void, on delivery: Delivery) {
    let snapshot = snapshot(of: T.self)
    changes.rounds.deliver({ snapshot.forEach(body) }, observerProtocol: T.self, on: delivery)
  }
}
