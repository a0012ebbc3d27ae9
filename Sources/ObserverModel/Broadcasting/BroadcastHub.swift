/// The delivery engine under ``Observer`` and ``Receiver``: subscribers called in subscription
/// order, an optional replay buffer, and serial, first-in-first-out delivery.
///
/// Delivery is serial per hub. The thread that finds no delivery in progress becomes the
/// *drainer*: it calls the subscribers for its own value, then keeps delivering whatever other
/// threads (or handlers re-entering on its own stack) queued meanwhile, until the queue is empty.
/// So a handler never runs concurrently with itself, a broadcast made from inside a handler is
/// delivered after the current round (never inline, never dropped), and values reach every
/// subscriber in the order they were recorded. The lock is never held while a handler runs.
///
/// A subscriber that joins gets its replay first, then only broadcasts recorded after it joined.
/// One that is removed during a round is not called again, even in that round.
///
/// The delivery path is `@inlinable` so that a client's `Observer<Value>` or `Receiver<Wave>`
/// is specialised for its element type: unspecialised, every round paid for generic metadata
/// look-ups and value-witness calls that cost more than the callbacks themselves.
@usableFromInline
final class BroadcastHub<Element: Sendable>: Sendable {
  @usableFromInline let state: Lock<HubState<Element>>
  /// Who is delivering; see ``DrainGate``.
  @usableFromInline let gate = DrainGate()

  /// Creates a hub that keeps `replayCapacity` values for late subscribers (`nil`: all of them),
  /// optionally starting with one value already in the buffer.
  init(replayCapacity: Int?, initialValue: Element? = nil) {
    var buffer = ReplayBuffer<Element>(capacity: replayCapacity)
    if let initialValue { buffer.append(initialValue) }
    state = Lock(HubState(buffer: buffer))
  }

  // MARK: Sending

  /// Records `element` and delivers it to every subscriber, now or after the delivery already
  /// in progress.
  @inlinable func broadcast(_ element: Element) {
    // The round comes out of the lock through these variables rather than as the closure's
    // optional result: returned that way, the optimiser retained and released the snapshot a
    // second time around the delivery loop.
    var subscribers: [HubSubscriber<Element>?] = []
    var sequence: UInt64 = 0
    let claimed = state.withLock { state in
      guard let round = state.record(element, gate: gate) else { return false }
      (subscribers, sequence) = (round.subscribers, round.sequence)
      return true
    }
    guard claimed else { return }
    Self.deliver(element, sequence: sequence, to: subscribers)
    drain()
  }

  /// Optimistic read-modify-write of the most recent value: `body` runs on a copy without the
  /// lock; the result is committed (and broadcast) only if no other value was recorded
  /// meanwhile, otherwise `body` runs again on the newer value. `publish` decides from the result
  /// whether anything changed; when it returns `false` nothing is recorded.
  func modifyLatest<R>(
    _ body: (inout Element) throws -> R, publish: (R) -> Bool
  ) rethrows -> R {
    while true {
      let (current, version) = state.withLock { ($0.buffer.last!, $0.sequence) }
      var next = current
      let result = try body(&next)
      guard publish(result) else { return result }
      let outcome = state.withLock { state -> (committed: Bool, round: HubState<Element>.Round?) in
        guard state.sequence == version else { return (false, nil) }
        return (true, state.record(next, gate: gate))
      }
      guard outcome.committed else { continue }
      if let round = outcome.round {
        Self.deliver(next, sequence: round.sequence, to: round.subscribers)
        drain()
      }
      return result
    }
  }

  // MARK: Subscribing

  /// Adds `handler` after all current subscribers. It first gets (up to) the last `replayLimit`
  /// buffered values, then every later broadcast, until the returned disposable is disposed.
  @inlinable func subscribe(
    replayLimit: Int, disposesOnRelease: Bool, _ handler: @escaping @Sendable (Element) -> Void
  ) -> Disposable {
    let (subscriber, id, replay) = state.withLock {
      $0.add(replayLimit: replayLimit, handler: handler, gate: gate)
    }
    let disposable = Disposable(
      disposesOnRelease: disposesOnRelease, owner: self, id: id,
      remove: { owner, id in unsafeDowncast(owner, to: Self.self).unsubscribe(id: id) })
    if let replay {
      Self.replay(replay, to: subscriber)
      drain()
    }
    return disposable
  }

  /// Removes a subscriber. Safe from any thread and from inside any handler.
  @inlinable func unsubscribe(id: UInt64) {
    let released = state.withLock { $0.remove(id: id) }
    withExtendedLifetime(released) {}  // released here, after the lock
  }

  // MARK: Inspecting

  /// The number of subscribers in force.
  var subscriberCount: Int { state.withLock { $0.subscribers.count } }

  /// The number of values kept for replay.
  var bufferedCount: Int { state.withLock { $0.buffer.count } }

  /// The values kept for replay, oldest first.
  var bufferedValues: [Element] { state.withLock { $0.buffer.suffix(.max) } }

  /// The most recent value recorded (or the initial one).
  var latest: Element? { state.withLock { $0.buffer.last } }

  // MARK: Delivering

  /// Delivers queued work until the queue is empty, then ends the drain; only the drainer calls
  /// it. When nothing was queued, as in every uncontended round, that is one compare-and-swap.
  @inlinable func drain() {
    while !gate.release() {
      guard let work = state.withLock({ $0.nextWork(gate: gate) }) else { continue }
      switch work {
      case .wave(let element, let sequence, let subscribers):
        Self.deliver(element, sequence: sequence, to: subscribers)
      case .replay(let elements, let subscriber):
        Self.replay(elements, to: subscriber)
      }
    }
  }

  @inlinable @inline(__always)
  static func deliver(
    _ element: Element, sequence: UInt64, to subscribers: [HubSubscriber<Element>?]
  ) {
    // `subscribers` (the caller's round) keeps every subscriber alive for the whole loop, so
    // each is used unretained: iterating by value would retain and release every subscriber,
    // two atomic operations per callback on top of the handler's own context.
    for index in subscribers.indices {
      guard subscribers[index] != nil else { continue }  // a tombstone
      unowned(unsafe) let subscriber = subscribers[index].unsafelyUnwrapped
      guard subscriber.joinedAfter < sequence, subscriber.isActive else { continue }
      subscriber.handler(element)
    }
    withExtendedLifetime(subscribers) {}  // until the last handler has returned
  }

  @inlinable static func replay(_ elements: [Element], to subscriber: HubSubscriber<Element>) {
    for element in elements {
      guard subscriber.isActive else { return }
      subscriber.handler(element)
    }
  }
}
