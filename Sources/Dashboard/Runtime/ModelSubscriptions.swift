import ObserverModel

/// Every subscription the dashboard holds on its models, each turning a model change into a
/// ``DashboardEvent`` delivered on the main loop: latest-only for values that supersede each
/// other (number statistics, the cart, the extra observer), every event in order for the
/// lifecycle stream. Released, it ends them all.
@MainActor
final class ModelSubscriptions {
  /// The hand-off to the main loop, with its statistics.
  let handoff: MainLoopHandoff
  private let send: @MainActor (DashboardEvent) -> Void
  private var disposables: [Disposable] = []
  private var extraSubscription: Disposable?

  init(models: DashboardModels, handoff: MainLoopHandoff, send: @escaping @MainActor (DashboardEvent) -> Void) {
    self.handoff = handoff
    self.send = send
    let numbers = handoff.latest { send(.numbers($0)) }
    models.history.summaries.observe(skippingInitialValue: true) { numbers($0) }
      .add(to: &disposables)
    let cart = handoff.latest { send(.cart($0)) }
    models.cart.state.observe(skippingInitialValue: true) { cart($0) }.add(to: &disposables)
    let lifecycle = handoff.inOrder { send(.lifecycle($0)) }
    let streams: [(LifecycleDelivery.Stream, Receiver<AppLifecycle>)] = [
      (.history, models.lifecycle.fullHistory),
      (.recent, models.lifecycle.recent(LifecycleState.recentCount)),
      (.live, models.lifecycle.live),
    ]
    for (stream, receiver) in streams {
      receiver.listen { lifecycle(LifecycleDelivery(stream: stream, event: $0)) }
        .add(to: &disposables)
    }
  }

  /// Subscribes to the extra observer's snapshots.
  func watch(_ observer: ExtraObserver) {
    let heard = handoff.latest { [send] in send(.extraHeard($0)) }
    extraSubscription = observer.heardValues.observe(skippingInitialValue: true) { heard($0) }
  }

  /// Ends the extra observer's subscription.
  func unwatch() {
    extraSubscription = nil
  }
}
