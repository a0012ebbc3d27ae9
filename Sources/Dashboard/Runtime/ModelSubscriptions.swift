import ObserverModel

/// Every subscription the dashboard holds on its models, each turning a model change into a
/// ``DashboardEvent`` delivered on the main actor by the library: latest-only for values that
/// supersede each other (number statistics, the cart, the extra observer), every event in order
/// for the lifecycle stream. All hops are counted and timed by one `HandoffMonitor`.
@MainActor
final class ModelSubscriptions {
  private let monitor: HandoffMonitor
  private let send: @MainActor (DashboardEvent) -> Void
  private var disposables: [Disposable] = []
  private var extraSubscription: Disposable?

  init(
    models: DashboardModels, monitor: HandoffMonitor,
    send: @escaping @MainActor (DashboardEvent) -> Void
  ) {
    self.monitor = monitor
    self.send = send
    let latest = MainActorDelivery.latestOnMainActor(monitor: monitor)
    disposables.append(
      models.history.summaries.observe(on: latest, skippingInitialValue: true) {
        send(.numbers($0))
      })
    disposables.append(
      models.cart.state.observe(on: latest, skippingInitialValue: true) { send(.cart($0)) })
    let streams: [(LifecycleDelivery.Stream, Receiver<AppLifecycle>)] = [
      (.history, models.lifecycle.fullHistory),
      (.recent, models.lifecycle.recent(LifecycleState.recentCount)),
      (.live, models.lifecycle.live),
    ]
    for (stream, receiver) in streams {
      disposables.append(
        receiver.listen(on: .mainActor(monitor: monitor)) {
          send(.lifecycle(LifecycleDelivery(stream: stream, event: $0)))
        })
    }
  }

  /// Subscribes to the extra observer's snapshots.
  func watch(_ observer: ExtraObserver) {
    extraSubscription = observer.heardValues.observe(
      on: .latestOnMainActor(monitor: monitor), skippingInitialValue: true
    ) { [send] in send(.extraHeard($0)) }
  }

  /// Ends the extra observer's subscription.
  func unwatch() {
    extraSubscription?.dispose()
    extraSubscription = nil
  }

  /// Ends every subscription; no callback starts after it returns.
  func cancel() {
    unwatch()
    for disposable in disposables { disposable.dispose() }
    disposables.removeAll()
  }
}
