import ObserverModel
import TestSupport
import Testing

/// A main-actor "view" as an application would write it: plain stored state, updated by
/// callbacks the library delivers on the main actor. Nothing here is marked `Sendable`.
@MainActor
final class CounterView {
  private(set) var shown: [Int] = []
  private(set) var text = ""
  private var subscriptions: [Disposable] = []
  private var waiter: (value: Int, waiter: Waiter)?

  func show(_ value: Int) {
    shown.append(value)
    text = "count: \(value)"
    if let waiter, waiter.value == value {
      self.waiter = nil
      waiter.waiter.resume()
    }
  }

  func bind(to counter: Observer<Int>, on delivery: MainActorDelivery) {
    counter.observe(on: delivery) { value in
      self.show(value)
    }.add(to: &subscriptions)
  }

  func follow(_ events: Receiver<Int>, on delivery: MainActorDelivery) {
    events.listen(on: delivery) { value in
      self.show(value)
    }.add(to: &subscriptions)
  }

  /// Returns once `value` has been shown, or records a failure after `defaultWaitLimit`.
  func waitUntilShown(_ value: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
    if shown.last == value { return }
    await boundedWait("\(value) is shown", sourceLocation: sourceLocation) {
      waiter = (value, $0)
    }
  }

  func unbind() {
    for subscription in subscriptions { subscription.dispose() }
    subscriptions.removeAll()
  }
}
