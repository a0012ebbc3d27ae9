import Dispatch

/// The delivery of protocol-typed notification rounds (`withObservers(on:)`) for one
/// observable.
///
/// A round is the call of `body` for each observer that conforms to `T`, taken from the
/// observer snapshot of the moment `withObservers(on:)` is called; an observer removed or
/// deallocated before the round runs is skipped. Contexts that need state between calls — the
/// latest-only slot, a serial executor's queue, a debouncer or throttler — keep one hand-off per
/// observer protocol and context, made by the first call (whose clock and monitor it keeps).
final class ObserverRoundHandoffs: Sendable {
  typealias MainActorRound = @Sendable @MainActor () -> Void
  typealias Round = @Sendable () -> Void

  private enum Context: Hashable {
    case latestOnMainActor
    case rateLimitedOnMainActor(ObservationRateLimit)
    case executor(ObjectIdentifier)
    case rateLimited(ObservationRateLimit)
  }

  private struct Key: Hashable {
    let observerProtocol: ObjectIdentifier
    let context: Context
  }

  private let handoffs = Lock([Key: AnyObject]())

  /// Delivers `round` (the calls for observers of `observerProtocol`) as `delivery` says.
  func deliver(
    _ round: @escaping MainActorRound, observerProtocol: Any.Type, on delivery: MainActorDelivery
  ) {
    let context: Context
    switch delivery.kind {
    case .every(let monitor):
      QueueHandoff<MainActorRound>(.mainActor(monitor: monitor) { $0() }).send(round)
      return
    case .latest: context = .latestOnMainActor
    case .rateLimited(let rateLimit, _): context = .rateLimitedOnMainActor(rateLimit)
    }
    send(round, observerProtocol, context) { delivery.makeHandoff { $0() } }
  }

  /// Delivers `round` (the calls for observers of `observerProtocol`) as `delivery` says.
  func deliver(_ round: @escaping Round, observerProtocol: Any.Type, on delivery: Delivery) {
    let context: Context
    switch delivery.kind {
    case .inline:
      round()
      return
    case .queue(let queue, let monitor):
      QueueHandoff<Round>(QueueHop(queue: queue, monitor: monitor) { $0() }).send(round)
      return
    case .executor(let executor, _): context = .executor(ObjectIdentifier(executor))
    case .rateLimited(let rateLimit, _): context = .rateLimited(rateLimit)
    }
    send(round, observerProtocol, context) { delivery.makeHandoff { $0() }! }
  }

  /// Sends `round` to the hand-off of `observerProtocol` and `context`, made by `make` if this
  /// is the first round for them.
  private func send<Value>(
    _ round: Value, _ observerProtocol: Any.Type, _ context: Context,
    make: () -> any Handoff<Value>
  ) {
    let key = Key(observerProtocol: ObjectIdentifier(observerProtocol), context: context)
    if let existing = handoffs.withLock({ $0[key] }) {
      return (existing as! any Handoff<Value>).send(round)
    }
    let made = make()
    let handoff = handoffs.withLock { table in
      if let existing = table[key] { return existing as! any Handoff<Value> }
      table[key] = made
      return made
    }
    handoff.send(round)
  }

  deinit {
    for handoff in handoffs.withLock({ Array($0.values) }) {
      (handoff as? any ClosableHandoff)?.closeHandoff()
    }
  }
}

/// A hand-off whose value type is not known where it is closed.
protocol ClosableHandoff: AnyObject {
  func closeHandoff()
}

extension QueueHandoff: ClosableHandoff { func closeHandoff() { close() } }
extension LatestValueHandoff: ClosableHandoff { func closeHandoff() { close() } }
extension ExecutorHandoff: ClosableHandoff { func closeHandoff() { close() } }
extension RateLimitedHandoff: ClosableHandoff { func closeHandoff() { close() } }
