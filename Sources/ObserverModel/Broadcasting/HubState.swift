/// Everything a ``BroadcastHub`` guards with its lock: the replay buffer, the subscribers in
/// order, the broadcast counter, and the queue of deliveries waiting for the thread that is
/// currently delivering. Who that thread is lives outside the lock, in the hub's ``DrainGate``.
///
/// Nothing here calls user code. Values that could hold user closures (a removed subscriber, a
/// dequeued delivery) are handed back to the caller so that they are released after the lock is
/// let go.
@usableFromInline
struct HubState<Element: Sendable> {
  /// A broadcast that the calling thread delivers itself, right after leaving the lock.
  @usableFromInline
  struct Round: Sendable {
    @usableFromInline let sequence: UInt64
    @usableFromInline let subscribers: [HubSubscriber<Element>?]

    @inlinable init(sequence: UInt64, subscribers: [HubSubscriber<Element>?]) {
      self.sequence = sequence
      self.subscribers = subscribers
    }
  }

  @usableFromInline var buffer: ReplayBuffer<Element>
  @usableFromInline var subscribers = SubscriberList<HubSubscriber<Element>>()
  @usableFromInline var nextID: UInt64 = 0
  /// How many broadcasts have been recorded.
  @usableFromInline var sequence: UInt64 = 0
  /// Slots before `queueHead` have been taken (and emptied).
  @usableFromInline var queue: [QueuedWork<Element>?] = []
  @usableFromInline var queueHead = 0

  init(buffer: ReplayBuffer<Element>) {
    self.buffer = buffer
  }

  /// Records a broadcast. Returns the round to deliver now, or `nil` when another delivery is
  /// in progress and the broadcast was queued behind it.
  @inlinable @inline(__always) mutating func record(_ element: Element, gate: borrowing DrainGate)
    -> Round?
  {
    sequence &+= 1
    buffer.append(element)
    guard gate.claimOrQueue() else {
      queue.append(.wave(element, sequence: sequence))
      return nil
    }
    return Round(sequence: sequence, subscribers: subscribers.slots)
  }

  /// Adds a subscriber after all current ones. Returns it, its id and the replay it should get
  /// now, or `nil` when there is nothing to replay or the replay was queued.
  @inlinable mutating func add(
    replayLimit: Int, handler: @escaping @Sendable (Element) -> Void, gate: borrowing DrainGate
  ) -> (HubSubscriber<Element>, id: UInt64, replay: [Element]?) {
    let subscriber = HubSubscriber(joinedAfter: sequence, handler: handler)
    let id = nextID
    nextID &+= 1
    subscribers.append(subscriber, id: id)
    guard replayLimit > 0, buffer.count > 0 else { return (subscriber, id, nil) }
    let replay = buffer.suffix(replayLimit)
    guard gate.claimOrQueue() else {
      queue.append(.replay(replay, subscriber: subscriber))
      return (subscriber, id, nil)
    }
    return (subscriber, id, replay)
  }

  /// Removes a subscriber; returns it so that it is released outside the lock.
  @inlinable mutating func remove(id: UInt64) -> HubSubscriber<Element>? {
    guard let removed = subscribers.remove(id: id) else { return nil }
    removed.deactivate()
    return removed
  }

  /// Takes the next queued delivery. Only the drainer calls it, after the gate said that work
  /// is queued; taking the last item tells the gate that the drainer has caught up.
  @inlinable mutating func nextWork(gate: borrowing DrainGate) -> HubWork<Element>? {
    guard queueHead < queue.count, let work = queue[queueHead].take() else {
      // Not reached while the gate works as documented; recover rather than spin.
      queue.removeAll(keepingCapacity: true)
      queueHead = 0
      gate.caughtUp()
      return nil
    }
    queueHead += 1
    if queueHead == queue.count {
      queue.removeAll(keepingCapacity: true)
      queueHead = 0
      gate.caughtUp()
    } else if queueHead >= 1024, queueHead * 2 >= queue.count {
      queue.removeFirst(queueHead)
      queueHead = 0
    }
    switch work {
    case .wave(let element, let sequence):
      return .wave(element, sequence: sequence, subscribers: subscribers.slots)
    case .replay(let elements, let subscriber):
      return .replay(elements, subscriber: subscriber)
    }
  }
}
