import FuzzSupport
import ObserverModel

/// Observers of the red protocol.
protocol RedObserver: AnyObject { func red(key: Int?) }
/// Observers of the blue protocol.
protocol BlueObserver: AnyObject { func blue(key: Int?) }

/// An observer that reports each call to its scenario.
class FuzzObserver {
  let id: Int
  unowned let scenario: ProtocolScenario
  init(id: Int, scenario: ProtocolScenario) {
    self.id = id
    self.scenario = scenario
  }
}

final class RedOnly: FuzzObserver, RedObserver {
  func red(key: Int?) { scenario.called(id, key: key) }
}

final class BlueOnly: FuzzObserver, BlueObserver {
  func blue(key: Int?) { scenario.called(id, key: key) }
}

final class RedAndBlue: FuzzObserver, RedObserver, BlueObserver {
  func red(key: Int?) { scenario.called(id, key: key) }
  func blue(key: Int?) { scenario.called(id, key: key) }
}

/// Drives a protocol-typed observable (plain or keyed, single-thread or thread-safe) with a
/// program read from the fuzz input — add, remove, remove all, release an observer, notify —
/// at the top level and from inside callbacks, and checks every call against ``ProtocolModel``.
final class ProtocolScenario {
  private let observable: any ProtocolObservable
  private let keyed: (any KeyedProtocolObservable)?
  private var input = FuzzInput([])
  private var model = ProtocolModel()
  private var observers: [Int: FuzzObserver] = [:]
  private var created = 0
  private var depth = 0

  init(observable: any ProtocolObservable, keyed: (any KeyedProtocolObservable)?) {
    self.observable = observable
    self.keyed = keyed
  }

  func run(_ input: inout FuzzInput) {
    self.input = input
    var steps = 0
    while !self.input.isExhausted, steps < 200 {
      steps += 1
      step()
      checkSettled()
    }
    observers.removeAll()
  }

  private func step() {
    let table: Int? = keyed != nil && input.byte() & 1 == 1 ? Int(input.byte() % 3) : nil
    switch input.choice(10) {
    case 0, 1, 2: add(observer(), to: table)
    case 3, 4: remove(pick(), from: table)
    case 5: if let id = pick() { release(id) }
    case 6, 7: round(table, red: true)
    case 8: round(table, red: false)
    default:
      if input.byte() < 32 {
        if table != nil {
          keyed?.removeAllKeyedObservers()
        } else {
          observable.removeAllObservers()
        }
        model.removeAll(keyed: table != nil)
      }
    }
  }

  /// An existing observer, or a new one of a kind chosen by the input.
  private func observer() -> Int {
    if let id = pick(), input.byte() < 192 { return id }
    let id = created
    created += 1
    let kind = input.choice(3)
    let observer: FuzzObserver =
      switch kind {
      case 0: RedOnly(id: id, scenario: self)
      case 1: BlueOnly(id: id, scenario: self)
      default: RedAndBlue(id: id, scenario: self)
      }
    observers[id] = observer
    model.create(id)
    if kind != 1 { model.conforms[0, default: []].insert(id) }
    if kind != 0 { model.conforms[1, default: []].insert(id) }
    return id
  }

  /// A live observer, if any.
  private func pick() -> Int? {
    guard !observers.isEmpty else { return nil }
    let ids = observers.keys.sorted()
    return ids[Int(input.byte()) % ids.count]
  }

  private func add(_ id: Int, to table: Int?) {
    guard let observer = observers[id] else { return }
    if let table, let keyed {
      keyed.addKeyedObserver(key: table, observer)
    } else {
      observable.addObserver(observer)
    }
    model.add(id, to: table)
  }

  private func remove(_ id: Int?, from table: Int?) {
    guard let id, let observer = observers[id] else { return }
    if let table, let keyed {
      keyed.removeKeyedObserver(key: table, observer)
    } else {
      observable.removeObserver(observer)
    }
    model.remove(id, from: table)
  }

  private func release(_ id: Int) {
    model.release(id)
    observers[id] = nil
  }

  private func round(_ table: Int?, red: Bool) {
    model.beginRound(table, protocol: red ? 0 : 1)
    if let table, let keyed {
      if red {
        keyed.withKeyedObservers(key: table) { (_: Int, observer: RedObserver) in
          observer.red(key: table)
        }
      } else {
        keyed.withKeyedObservers(key: table) { (key: Int, observer: BlueObserver) in
          fuzzCheck(key == table, "a round for key \(table) passed key \(key)")
          observer.blue(key: table)
        }
      }
    } else if red {
      observable.withObservers { (observer: RedObserver) in observer.red(key: nil) }
    } else {
      observable.withObservers { (observer: BlueObserver) in observer.blue(key: nil) }
    }
    let missing = model.endRound()
    fuzzCheck(missing == nil, "observer \(missing ?? -1) was due in the round but not called")
  }

  /// Observer `id` was called in the innermost round.
  func called(_ id: Int, key: Int?) {
    let due = model.nextCall()
    fuzzCheck(due == id, "observer \(id) called (key \(key as Any)); due: \(due as Any)")
    if depth < 4 {
      depth += 1
      for _ in 0..<input.choice(3) { step() }
      depth -= 1
    }
    model.endCall(id)
  }

  private func checkSettled() {
    fuzzCheck(observable.observerCount == model.count(nil), "observerCount")
    for (id, observer) in observers {
      fuzzCheck(observable.hasObserver(observer) == model.contains(id, in: nil), "hasObserver")
    }
    guard let keyed else { return }
    for key in 0..<3 {
      fuzzCheck(keyed.keyedObserverCount(key: key) == model.count(key), "keyedObserverCount")
      for (id, observer) in observers {
        fuzzCheck(
          keyed.hasKeyedObserver(key: key, observer) == model.contains(id, in: key),
          "hasKeyedObserver")
      }
    }
  }
}
