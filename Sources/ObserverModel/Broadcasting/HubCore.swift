/// The state and delivery engine of a ``BroadcastHub``, in a separate object so that the
/// hub's disposables can hold it strongly.
///
/// A disposable needs to reach its subscription's list without keeping the hub (and through it
/// every handler) alive. A weak reference to the hub would give it a side table (every retain
/// of it on the runtime's slow path; about 100 ns of a 300 ns subscribe + dispose pair). So
/// disposables hold the core strongly, and the hub ``close()``s the core when it goes away,
/// dropping every subscriber and buffered value: a core kept alive by a disposable is an empty
/// shell.
///
/// See ``BroadcastHub`` for the delivery rules.
@usableFromInline
final class HubCore<Element: Sendable>: Sendable {
  @usableFromInline let state: Lock<HubState<Element>>
  /// Who is delivering; see ``DrainGate``.
  @usableFromInline let gate = DrainGate()

  /// Creates a core that keeps `replayCapacity` values for late subscribers (`nil`: all of them),
  /// optionally starting with one value already in the buffer.
  init(replayCapacity: Int?, initialValue: Element? = nil) {
    var buffer = ReplayBuffer<Element>(capacity: replayCapacity)
    if let initialValue { buffer.append(initialValue) }
    state = Lock(HubState(buffer: buffer))
  }

  // MARK: Sending

  /// Records `element` and delivers it to every subscriber, now or after the delivery already
  /// in progress.
  @inlinable @inline(__always) func broadcast(_ element: Element) {
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
    // No tuples cross the locks: this code is generic and not specialised for the client, and
    // each tuple type would be looked up in the runtime's metadata cache on every call.
    while true {
      var version: UInt64 = 0
      var next = state.withLock { state in
        version = state.sequence
        return state.buffer.last!
      }
      let result = try body(&next)
      guard publish(result) else { return result }
      var round: HubState<Element>.Round?
      let committed = state.withLock { state in
        guard state.sequence == version else { return false }
        round = state.record(next, gate: gate)
        return true
      }
      guard committed else { continue }
      if let round {
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
      remove: { owner, id in downcast(owner, to: HubCore<Element>.self).unsubscribe(id: id) })
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

  /// Ends every subscription and empties the buffer and the queue; called when the hub goes
  /// away. No delivery can be in progress then (a delivering thread holds the hub), and none can
  /// start, so subscribers are dropped at once; they and the values are released after the lock.
  func close() {
    let dropped = state.withLock { state in
      defer {
        state.subscribers = SubscriberList()
        state.buffer.removeAll()
        state.queue = []
        state.queueHead = 0
      }
      return (state.subscribers, state.buffer, state.queue)
    }
    for case let subscriber? in dropped.0.slots { subscriber.deactivate() }
    withExtendedLifetime(dropped) {}
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
  @inlinable @inline(__always) func drain() {
    guard !gate.release() else { return }
    drainQueued()
  }

  /// The contended part of ``drain()``, kept out of line so that the uncontended round stays
  /// small: delivers queued work until the gate can be released.
  @inlinable @inline(never) func drainQueued() {
    repeat {
      guard let work = state.withLock({ $0.nextWork(gate: gate) }) else { continue }
      switch work {
      case .wave(let element, let sequence, let subscribers):
        Self.deliver(element, sequence: sequence, to: subscribers)
      case .replay(let elements, let subscriber):
        Self.replay(elements, to: subscriber)
      }
    } while !gate.release()
  }

  @inlinable @inline(__always)
  static func deliver(
    _ element: Element, sequence: UInt64, to subscribers: [HubSubscriber<Element>?]
  ) {
    // `subscribers` (the caller's round) keeps every subscriber alive for the whole loop; see
    // `forEachSubscriber` for how the fast runtime avoids retaining each one.
    forEachSubscriber(in: subscribers) { subscriber in
      guard subscriber.joinedAfter < sequence, subscriber.isActive else { return }
      subscriber.handler(element)
    }
  }

  @inlinable static func replay(_ elements: [Element], to subscriber: HubSubscriber<Element>) {
    for element in elements {
      guard subscriber.isActive else { return }
      subscriber.handler(element)
    }
  }
}
