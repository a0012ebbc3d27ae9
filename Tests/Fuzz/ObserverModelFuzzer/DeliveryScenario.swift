import Dispatch
import Foundation
import FuzzSupport
import ObserverModel
import Synchronization

/// What a queue-delivered callback saw, shared with the queue's thread.
private final class QueueLog: Sendable {
  let state = Mutex<(received: [Int], disposed: Bool)>(([], false))
}

/// Drives hand-off delivery where it can be made deterministic: every value on a private serial
/// queue (`Delivery.queue`), which the scenario suspends, resumes and waits for; and latest-only
/// delivery to the main actor (`.latestOnMainActor`, for an ``Observer`` and a ``Receiver``),
/// whose hops run when the scenario turns the main run loop. Checks: queue delivery is every
/// value in order, and after `dispose()` returns no callback starts, even for values already
/// handed to the suspended queue; latest-only never delivers a value older than one it
/// delivered, delivers the last value sent once the hops have run, and nothing after dispose.
@MainActor
final class DeliveryScenario {
  private enum Kind { case queue(QueueLog), latest }

  private struct Subscription {
    let kind: Kind
    let disposable: Disposable
    var sent: [Int] = []
    var disposed = false
    var receivedAtDispose = 0
    /// Main-actor deliveries (latest-only).
    var received: [Int] = []
  }

  private var input = FuzzInput([])
  private let observer = Observer(0)
  private let transmitter: Receiver<Int>.Transmitter
  private let receiver: Receiver<Int>
  private let queue = DispatchQueue(label: "fuzz.delivery")
  private var suspended = false
  private var subscriptions: [Subscription] = []
  private var nextValue = 1

  init() {
    (transmitter, receiver) = Receiver<Int>.make(with: .warm(upTo: 2))
  }

  func run(_ input: inout FuzzInput) {
    self.input = input
    var steps = 0
    while !self.input.isExhausted, steps < 100 {
      steps += 1
      step()
      if !suspended { settleQueue() }
    }
    if suspended { queue.resume() }
    suspended = false
    settleQueue()
    drainMain()
    for subscription in subscriptions { subscription.disposable.dispose() }
  }

  private func step() {
    switch input.choice(9) {
    case 0, 1: update()
    case 2: broadcast()
    case 3: subscribeOnQueue()
    case 4: subscribeLatest(toReceiver: false)
    case 5: subscribeLatest(toReceiver: true)
    case 6: dispose(Int(input.byte()))
    case 7: drainMain()
    default:
      if suspended { queue.resume() } else { queue.suspend() }
      suspended.toggle()
    }
  }

  private func takeValue() -> Int {
    defer { nextValue += 1 }
    return nextValue
  }

  private func update() {
    let value = takeValue()
    for index in subscriptions.indices where !subscriptions[index].disposed {
      if case .queue = subscriptions[index].kind { subscriptions[index].sent.append(value) }
      if case .latest = subscriptions[index].kind, index % 2 == 0 {
        subscriptions[index].sent.append(value)
      }
    }
    observer.update(value)
  }

  private func broadcast() {
    let value = takeValue()
    for index in subscriptions.indices where !subscriptions[index].disposed && index % 2 == 1 {
      if case .latest = subscriptions[index].kind { subscriptions[index].sent.append(value) }
    }
    transmitter.broadcast(value)
  }

  /// Subscriptions alternate even (the observer) and odd (the receiver) so that `update` and
  /// `broadcast` know whom they reach; a queue subscription takes an even slot, padding with a
  /// disposed placeholder when needed.
  private func pad(toEven even: Bool) {
    if (subscriptions.count % 2 == 0) != even {
      let placeholder = Disposable(disposesOnRelease: false) {}
      subscriptions.append(Subscription(kind: .latest, disposable: placeholder, disposed: true))
    }
  }

  private func subscribeOnQueue() {
    pad(toEven: true)
    let log = QueueLog()
    let skipping = input.byte() & 1 == 1
    let disposable = observer.observe(on: .queue(queue), skippingInitialValue: skipping) { value in
      log.state.withLock { state in
        fuzzCheck(!state.disposed, "a queue callback (\(value)) started after dispose() returned")
        state.received.append(value)
      }
    }
    subscriptions.append(
      Subscription(
        kind: .queue(log), disposable: disposable, sent: skipping ? [] : [observer.value]))
  }

  private func subscribeLatest(toReceiver: Bool) {
    pad(toEven: !toReceiver)
    let index = subscriptions.count
    let handler: @MainActor (Int) -> Void = { [unowned self] value in
      let subscription = subscriptions[index]
      fuzzCheck(!subscription.disposed, "a latest-only callback (\(value)) after dispose()")
      fuzzCheck(
        subscription.received.last.map { $0 < value } ?? true,
        "latest-only delivered \(value) after \(subscription.received)")
      fuzzCheck(subscription.sent.contains(value), "latest-only delivered \(value), never sent")
      subscriptions[index].received.append(value)
    }
    let disposable: Disposable
    let initial: [Int]
    if toReceiver {
      initial = transmitter.bufferedWaves
      disposable = receiver.listen(on: .latestOnMainActor, handler)
    } else {
      initial = [observer.value]
      disposable = observer.observe(on: .latestOnMainActor, handler)
    }
    subscriptions.append(Subscription(kind: .latest, disposable: disposable, sent: initial))
  }

  private func dispose(_ choice: Int) {
    guard !subscriptions.isEmpty else { return }
    let index = choice % subscriptions.count
    guard !subscriptions[index].disposed else { return }
    subscriptions[index].disposable.dispose()
    subscriptions[index].disposed = true
    if case .queue(let log) = subscriptions[index].kind {
      subscriptions[index].receivedAtDispose = log.state.withLock { state in
        state.disposed = true
        return state.received.count
      }
    }
  }

  /// Waits for the queue's pending hops, then checks every queue subscription.
  private func settleQueue() {
    queue.sync {}
    for subscription in subscriptions {
      guard case .queue(let log) = subscription.kind else { continue }
      let received = log.state.withLock { $0.received }
      let expected =
        subscription.disposed
        ? Array(subscription.sent.prefix(subscription.receivedAtDispose)) : subscription.sent
      fuzzCheck(received == expected, "queue delivery got \(received), sent \(subscription.sent)")
    }
  }

  /// Runs every main-queue block enqueued so far (a marker block ends the turn), then checks
  /// that each live latest-only subscription has the last value sent to it.
  private func drainMain() {
    var reached = false
    DispatchQueue.main.async { reached = true }
    var turns = 0
    while !reached, turns < 100 {
      turns += 1
      _ = RunLoop.main.run(mode: .default, before: Date())
    }
    fuzzCheck(reached, "the main queue did not drain")
    for subscription in subscriptions where !subscription.disposed {
      guard case .latest = subscription.kind, let last = subscription.sent.last else { continue }
      fuzzCheck(
        subscription.received.last == last,
        "latest-only ended on \(subscription.received.last as Any), last sent \(last)")
    }
  }
}
