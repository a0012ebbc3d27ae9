import TestSupport
import Testing

@testable import ObserverModel

/// The latest-only hand-off's protocol (``LatestOnlySlot``, whose steps ``LatestValueHandoff``
/// runs under its lock) over every interleaving of two senders and the hop: at every state one
/// hop at most is pending, and the pending flag says so; values arrive in the order they were
/// sent; and once nothing can step, the last value sent has been delivered.
@Suite struct LatestOnlyModelTests {
  /// The hand-off as the model runs it: the slot, each sender's place, the serial queue's hops.
  struct Model: Hashable {
    var slot = LatestOnlySlot<Int>()
    /// The values each sender has left to send, in order; a value is its place in the order
    /// of the stores, so a newer value is a bigger one.
    var unsent: [[Int]]
    /// Senders whose store scheduled a hop that they have not queued yet.
    var scheduling: [Bool]
    /// Hops on the queue, not yet started.
    var queued = 0
    /// The hop that started, with what it took (`.some(nil)`: nothing), before its callback.
    var taken: Int??
    var stores = 0
    var lastStored: Int?
    var delivered: [Int] = []

    init(senders: Int, values: Int) {
      unsent = Array(repeating: Array(repeating: 0, count: values), count: senders)
      scheduling = Array(repeating: false, count: senders)
    }

    /// Actor `actor`'s next step: senders first, then the hop.
    mutating func step(_ actor: Int) -> String? {
      if actor < unsent.count { return send(actor) }
      if let taken {
        self.taken = nil
        if let value = taken { delivered.append(value) }
        return "hop calls back \(taken.map(String.init) ?? "nothing")"
      }
      guard queued > 0 else { return nil }
      queued -= 1
      taken = .some(slot.take())
      return "hop takes"
    }

    private mutating func send(_ sender: Int) -> String? {
      if scheduling[sender] {
        scheduling[sender] = false
        queued += 1
        return "s\(sender) queues a hop"
      }
      guard !unsent[sender].isEmpty else { return nil }
      unsent[sender].removeFirst()
      stores += 1
      lastStored = stores
      let outcome = slot.store(stores)
      scheduling[sender] = outcome == .schedulesHop
      return "s\(sender) stores \(stores) (\(outcome))"
    }

    /// Hops scheduled that have not taken the value yet.
    var pendingHops: Int { queued + scheduling.count(where: { $0 }) }

    var invariant: String? {
      if pendingHops > 1 { return "\(pendingHops) hops pending at once" }
      if slot.pending != (pendingHops == 1) {
        return "the pending flag is \(slot.pending) with \(pendingHops) hops pending"
      }
      if zip(delivered, delivered.dropFirst()).contains(where: { $0 >= $1 }) {
        return "delivered out of order: \(delivered)"
      }
      return nil
    }

    var end: String? {
      delivered.last == lastStored
        ? nil : "the last value sent (\(lastStored ?? 0)) was not delivered: \(delivered)"
    }
  }

  @Test(arguments: [(senders: 2, values: 2), (senders: 2, values: 3), (senders: 3, values: 1)])
  func everyInterleavingDeliversTheLastValueWithOneHopAtMostPending(
    shape: (senders: Int, values: Int)
  ) {
    let outcome = exploreEveryInterleaving(
      "latest-only hand-off, \(shape.senders) senders x \(shape.values) values",
      from: Model(senders: shape.senders, values: shape.values), actors: shape.senders + 1,
      step: { $0.step($1) }, invariant: \.invariant, end: \.end)
    #expect(outcome.schedules > 50)
  }
}
