import Observation
import ObserverModel
import Synchronization

/// What every callback does: add the delivered value to a per-subscriber total, so the work
/// cannot be optimised away and is the same everywhere.
final class Tally: @unchecked Sendable {
  // @unchecked: each benchmark runs on one thread.
  var total = 0
  /// The last target of a ``Landing`` this subscriber has counted towards.
  let landed = Atomic<Int>(.min)
}

/// Counts the subscribers that have received the value a write made, so that a key-path case
/// waits for every delivery of a write, however the runtime delivers it, before the next write.
/// Values only grow, and a subscriber counts once per target, so a repeated or late delivery of
/// an older value changes nothing.
final class Landing: Sendable {
  private let observers: Int
  private let target = Atomic<Int>(.max)
  private let remaining = Atomic<Int>(0)

  init(observers: Int) { self.observers = observers }

  /// Before a write: every subscriber must now receive `value`.
  func expect(_ value: Int) {
    remaining.store(observers, ordering: .releasing)
    target.store(value, ordering: .releasing)
  }

  /// Called by a subscriber's callback with the value delivered.
  @inline(__always) func arrived(_ value: Int, at tally: Tally) {
    let target = target.load(ordering: .acquiring)
    guard value == target,
      tally.landed.exchange(target, ordering: .acquiringAndReleasing) != target
    else { return }
    remaining.subtract(1, ordering: .acquiringAndReleasing)
  }

  /// Whether every subscriber has received the expected value.
  func landed() -> Bool { remaining.load(ordering: .acquiring) == 0 }
}

/// The observer protocol for the protocol-typed benchmarks and the existential floor.
protocol ValueReceiving: AnyObject, Sendable {
  func receive(_ value: Int)
}

/// An observer that conforms to ``ValueReceiving``.
final class CountingObserver: ValueReceiving, @unchecked Sendable {
  var total = 0
  func receive(_ value: Int) { total &+= value }
}

/// A second conforming type, used for every other observer, so that the optimiser cannot assume
/// a single conformance and devirtualise the existential calls of the floor (real observer lists
/// hold several types).
final class OtherCountingObserver: ValueReceiving, @unchecked Sendable {
  var total = 0
  func receive(_ value: Int) { total &+= value }
}

/// n conforming observers, alternating between the two conforming types.
func makeReceivers(_ n: Int) -> [any ValueReceiving] {
  (0..<n).map { $0 % 2 == 0 ? CountingObserver() as any ValueReceiving : OtherCountingObserver() }
}

/// A registered observer that does not conform: `withObservers` must skip it.
final class Bystander: @unchecked Sendable {
  var total = 0
}

/// A protocol-typed observable shared between threads (the kind the dashboard's thread uses).
final class SharedSubject: ObservableThreadSafeClass, @unchecked Sendable {}

/// A single-thread protocol-typed observable.
final class LocalSubject: ObservableClass, @unchecked Sendable {}

/// An `@Observable` model for key-path observation and the bare Observation peer.
@Observable
final class CounterModel: @unchecked Sendable {
  // @unchecked: each benchmark runs on one thread.
  var value = 0
}

/// An OpenCombine `ObservableObject` with one `@Published` property.
final class PublishedModel: ObservableObject, @unchecked Sendable {
  @Published var value = 0
}

/// Sums the totals kept alive by a workload, so the optimiser must compute them.
func checksum(_ objects: [Any]) -> Int {
  var sum = 0
  for object in objects {
    if let tally = object as? Tally { sum &+= tally.total }
    if let observer = object as? CountingObserver { sum &+= observer.total }
    if let observer = object as? OtherCountingObserver { sum &+= observer.total }
  }
  return sum
}
