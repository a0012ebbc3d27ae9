/// Everything a ``BroadcastHub`` guards with its lock: the replay buffer, the subscribers (by id,
/// plus an ordered snapshot that is reused until the set changes), the broadcast counter, and
/// the queue of deliveries waiting for the thread that is currently delivering.
///
/// Nothing here calls user code. Values that could hold user closures (a removed subscriber, a
/// dropped snapshot, a dequeued delivery) are handed back to the caller so that they are
/// released after the lock is let go.
@usableFromInline
struct HubState<Element: Sendable> {
  /// A broadcast that the calling thread delivers itself, right after leaving the lock.
  @usableFromInline
  struct Round: Sendable {
    @usableFromInline let sequence: UInt64
    @usableFromInline let subscribers: [HubSubscriber<Element>]

    @inlinable init(sequence: UInt64, subscribers: [HubSubscriber<Element>]) {
      self.sequence = sequence
      self.subscribers = subscribers
    }
  }

  @usableFromInline var buffer: ReplayBuffer<Element>
  @usableFromInline var subscribers: [UInt64: HubSubscriber<Element>] = [:]
  /// The subscribers in id order; `nil` after a removal until the next delivery rebuilds it.
  @usableFromInline var ordered: [HubSubscriber<Element>]? = []
  @usableFromInline var nextID: UInt64 = 0
  /// How many broadcasts have been recorded.
  @usableFromInline var sequence: UInt64 = 0
  /// Slots before `queueHead` have been taken (and emptied).
  @usableFromInline var queue: [QueuedWork<Element>?] = []
  @usableFromInline var queueHead = 0
  /// Whether some thread is delivering; others only queue their work for it.
  @usableFromInline var isDraining = false

  init(buffer: ReplayBuffer<Element>) {
    self.buffer = buffer
  }

  /// The subscribers in subscription order, rebuilt only after a removal.
  @inlinable mutating func snapshot() -> [HubSubscriber<Element>] {
    if let ordered { return ordered }
    let rebuilt = subscribers.values.sorted { $0.id < $1.id }
    ordered = rebuilt
    return rebuilt
  }

  /// Records a broadcast. Returns the round to deliver now, or `nil` when another delivery is
  /// in progress and the broadcast was queued behind it.
  @inlinable mutating func record(_ element: Element) -> Round? {
    sequence &+= 1
    buffer.append(element)
    guard !isDraining else {
      queue.append(.wave(element, sequence: sequence))
      return nil
    }
    isDraining = true
    return Round(sequence: sequence, subscribers: snapshot())
  }

  /// Adds a subscriber after all current ones. Returns it with the replay it should get now,
  /// or `nil` when there is nothing to replay or the replay was queued.
  @inlinable mutating func add(
    replayLimit: Int, handler: @escaping @Sendable (Element) -> Void
  ) -> (HubSubscriber<Element>, [Element]?) {
    let subscriber = HubSubscriber(id: nextID, joinedAfter: sequence, handler: handler)
    nextID &+= 1
    subscribers[subscriber.id] = subscriber
    ordered?.append(subscriber)
    let replay = buffer.suffix(replayLimit)
    guard !replay.isEmpty else { return (subscriber, nil) }
    guard !isDraining else {
      queue.append(.replay(replay, subscriber: subscriber))
      return (subscriber, nil)
    }
    isDraining = true
    return (subscriber, replay)
  }

  /// Removes a subscriber; returns what must be released outside the lock.
  @inlinable mutating func remove(id: UInt64) -> (
    HubSubscriber<Element>?, [HubSubscriber<Element>]?
  ) {
    guard let removed = subscribers.removeValue(forKey: id) else { return (nil, nil) }
    removed.deactivate()
    let dropped = ordered
    ordered = nil
    return (removed, dropped)
  }

  /// Takes the next queued delivery, or ends the drain (returning `nil`) when none is left.
  @inlinable mutating func nextWork() -> HubWork<Element>? {
    guard queueHead < queue.count, let work = queue[queueHead].take() else {
      queue.removeAll(keepingCapacity: true)
      queueHead = 0
      isDraining = false
      return nil
    }
    queueHead += 1
    if queueHead >= 1024, queueHead * 2 >= queue.count {
      queue.removeFirst(queueHead)
      queueHead = 0
    }
    switch work {
    case .wave(let element, let sequence):
      return .wave(element, sequence: sequence, subscribers: snapshot())
    case .replay(let elements, let subscriber):
      return .replay(elements, subscriber: subscriber)
    }
  }
}
