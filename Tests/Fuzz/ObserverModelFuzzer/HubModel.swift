/// The reference for ``Observer`` and ``Receiver``: what each handler must get, and in what
/// order, written as a plain first-in-first-out interpreter.
///
/// Every broadcast is one wave of work; a listener that joins with a non-empty buffer is owed
/// one replay (the last `replayLimit` kept values, taken when it joins). Work runs in the order
/// it was made: a wave reaches the listeners active at that moment that joined before it, in
/// joining order; a replay reaches its listener while it is active. A disposed listener gets
/// nothing more. The fuzzer runs the real thing and asks ``next()`` at every callback which
/// delivery is due, so re-entrant calls from inside handlers are modelled exactly where they
/// happen.
struct HubModel {
  private struct Listener {
    var joinedAfter: Int
    var active = true
  }

  private enum Work {
    case wave(Int, sequence: Int)
    case replay([Int], listener: Int)
  }

  /// How many values are kept; `nil` keeps them all.
  let capacity: Int?
  /// The values kept for replay, oldest first.
  private(set) var buffer: [Int]
  private var sequence = 0
  private var listeners: [Listener] = []
  private var queue: [Work] = []
  private var current: (work: Work, position: Int)?

  init(capacity: Int?, initial: [Int] = []) {
    self.capacity = capacity
    buffer = initial
  }

  /// Listeners not disposed.
  var activeCount: Int { listeners.count(where: \.active) }

  /// Records a broadcast of `value`.
  mutating func broadcast(_ value: Int) {
    sequence += 1
    buffer.append(value)
    if let capacity, buffer.count > capacity { buffer.removeFirst(buffer.count - capacity) }
    queue.append(.wave(value, sequence: sequence))
  }

  /// Adds a listener that replays at most `replayLimit` kept values; returns its number.
  mutating func listen(replayLimit: Int) -> Int {
    listeners.append(Listener(joinedAfter: sequence))
    if replayLimit > 0, !buffer.isEmpty {
      queue.append(.replay(Array(buffer.suffix(replayLimit)), listener: listeners.count - 1))
    }
    return listeners.count - 1
  }

  /// Ends listener `id` (again: nothing).
  mutating func dispose(_ id: Int) {
    listeners[id].active = false
  }

  func isActive(_ id: Int) -> Bool { listeners[id].active }

  /// The delivery due now, or `nil` when every one owed so far has been made.
  mutating func next() -> (listener: Int, value: Int)? {
    while true {
      if current == nil {
        guard !queue.isEmpty else { return nil }
        current = (queue.removeFirst(), 0)
      }
      guard let (work, position) = current else { continue }
      switch work {
      case .wave(let value, let sequence):
        if let due = listeners.indices[position...].first(where: {
          listeners[$0].active && listeners[$0].joinedAfter < sequence
        }) {
          current = (work, due + 1)
          return (due, value)
        }
      case .replay(let values, let listener):
        if listeners[listener].active, position < values.count {
          current = (work, position + 1)
          return (listener, values[position])
        }
      }
      current = nil
    }
  }
}
