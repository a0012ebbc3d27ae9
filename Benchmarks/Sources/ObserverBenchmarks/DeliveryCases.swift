import Foundation
import Observation
import ObserverModel
import Synchronization

/// Where a row of the table comes from.
enum Group: String {
  case floor, ours, peer
}

/// One delivery benchmark: `prepare(n)` subscribes n callbacks; each iteration then makes one
/// change (always a new value) that reaches all n.
struct DeliveryCase {
  let key: String
  let title: String
  let group: Group
  let prepare: @Sendable (Int) -> Prepared
}

/// A mutex-guarded array of subscribers, the way a hand-written observer list looks.
final class GuardedList<Element>: @unchecked Sendable {
  // @unchecked: the array is only touched inside the mutex.
  let mutex: Mutex<[Element]>
  init(_ elements: sending [Element]) { mutex = Mutex(elements) }
  @inline(__always) func snapshot() -> [Element] { mutex.withLock { $0 } }
}

let deliveryCases: [DeliveryCase] = [
  DeliveryCase(
    key: "floor.closures", title: "floor: Mutex<[(Int) -> Void]> snapshot, call each",
    group: .floor, prepare: prepareClosureFloor),
  DeliveryCase(
    key: "floor.existentials", title: "floor: Mutex<[any P]> snapshot, call each",
    group: .floor, prepare: prepareExistentialFloor),
  DeliveryCase(
    key: "floor.weak", title: "floor: Mutex<[weak any P]> snapshot, load strong, call each",
    group: .floor, prepare: prepareWeakFloor),
  DeliveryCase(
    key: "floor.weakCast",
    title: "floor: Mutex<[weak AnyObject]> snapshot, load strong, cast to any P, call each",
    group: .floor, prepare: prepareWeakCastFloor),
  DeliveryCase(
    key: "ours.withObservers.shared", title: "ObservableThreadSafeClass.withObservers (½ conform)",
    group: .ours, prepare: prepareSharedWithObservers),
  DeliveryCase(
    key: "ours.withObservers.local", title: "ObservableClass.withObservers (½ conform)",
    group: .ours, prepare: prepareLocalWithObservers),
  DeliveryCase(
    key: "ours.observer.update", title: "Observer<Int>.update", group: .ours,
    prepare: prepareObserverUpdate),
  DeliveryCase(
    key: "ours.observer.inline", title: "Observer<Int>.update, observe(on: .inline)",
    group: .ours, prepare: prepareObserverInline),
  DeliveryCase(
    key: "ours.receiver.hot", title: "Receiver.broadcast (.hot)", group: .ours,
    prepare: { prepareReceiver($0, strategy: .hot) }),
  DeliveryCase(
    key: "ours.receiver.warm", title: "Receiver.broadcast (.warm(upTo: 16), full)", group: .ours,
    prepare: { prepareReceiver($0, strategy: .warm(upTo: 16)) }),
  DeliveryCase(
    key: "ours.receiver.cold", title: "Receiver.broadcast (.cold, growing buffer)", group: .ours,
    prepare: { prepareReceiver($0, strategy: .cold) }),
  DeliveryCase(
    key: "ours.keypath", title: "observe(\\.value) on @Observable", group: .ours,
    prepare: prepareKeyPathObserve),
  DeliveryCase(
    key: "peer.tracking", title: "Observation withObservationTracking re-armed", group: .peer,
    prepare: prepareTrackingRearm),
  DeliveryCase(
    key: "peer.subject", title: "OpenCombine PassthroughSubject.send", group: .peer,
    prepare: preparePassthroughSubject),
  DeliveryCase(
    key: "peer.published", title: "OpenCombine @Published → objectWillChange", group: .peer,
    prepare: preparePublished),
  DeliveryCase(
    key: "peer.notificationCenter", title: "NotificationCenter.post", group: .peer,
    prepare: prepareNotificationCenter),
]

// MARK: Floors

func prepareClosureFloor(_ n: Int) -> Prepared {
  let tallies = (0..<n).map { _ in Tally() }
  let list = GuardedList<@Sendable (Int) -> Void>(
    tallies.map { tally in { tally.total &+= $0 } })
  var value = 0
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in
      for _ in 0..<iterations {
        value &+= 1
        for callback in list.snapshot() { callback(value) }
      }
    }, keepAlive: [list] + tallies)
}

func prepareExistentialFloor(_ n: Int) -> Prepared {
  let observers = makeReceivers(n)
  let list = GuardedList<any ValueReceiving>(observers)
  var value = 0
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in
      for _ in 0..<iterations {
        value &+= 1
        for observer in list.snapshot() { observer.receive(value) }
      }
    }, keepAlive: [list] + observers.map { $0 as Any })
}

/// A weak reference to an observer, as any registry of weakly held observers stores them (a
/// class, so that the reference is loaded in place rather than copied out of the array).
final class WeakReceiver: Sendable {
  weak let observer: (any ValueReceiving)?
  init(observer: any ValueReceiving) { self.observer = observer }
}

/// The floor for weakly held observers: what loading a weak reference (an atomic increment of
/// the observer's side-table count) and releasing it afterwards add to the existential floor.
func prepareWeakFloor(_ n: Int) -> Prepared {
  let observers = makeReceivers(n)
  let list = GuardedList<WeakReceiver>(observers.map { WeakReceiver(observer: $0) })
  var value = 0
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in
      for _ in 0..<iterations {
        value &+= 1
        for reference in list.snapshot() { reference.observer?.receive(value) }
      }
    }, keepAlive: [list] + observers.map { $0 as Any })
}

/// A weak reference to an observer of unknown type, as a registry that accepts any object and
/// casts to the notified protocol per call holds it.
final class WeakObject {
  weak let object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// The floor for weakly held observers of any type: the weak floor plus a conformance cast per
/// call, which is how the safe runtime's `withObservers` reaches each observer.
func prepareWeakCastFloor(_ n: Int) -> Prepared {
  let observers = makeReceivers(n)
  let list = GuardedList<WeakObject>(observers.map { WeakObject($0) })
  var value = 0
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in
      for _ in 0..<iterations {
        value &+= 1
        for reference in list.snapshot() {
          (reference.object as? any ValueReceiving)?.receive(value)
        }
      }
    }, keepAlive: [list] + observers.map { $0 as Any })
}

// MARK: Ours

/// n conforming observers interleaved with n that do not conform.
private func interleavedObservers(_ n: Int) -> (conforming: [any ValueReceiving], all: [AnyObject])
{
  let conforming = makeReceivers(n)
  var all: [AnyObject] = []
  for observer in conforming {
    all.append(observer)
    all.append(Bystander())
  }
  return (conforming, all)
}

func prepareSharedWithObservers(_ n: Int) -> Prepared {
  let subject = SharedSubject()
  let (conforming, all) = interleavedObservers(n)
  for observer in all { subject.addObserver(observer) }
  var value = 0
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in
      for _ in 0..<iterations {
        value &+= 1
        subject.withObservers { (observer: ValueReceiving) in observer.receive(value) }
      }
    }, keepAlive: [subject] + all + conforming.map { $0 as Any })
}

func prepareLocalWithObservers(_ n: Int) -> Prepared {
  let subject = LocalSubject()
  let (conforming, all) = interleavedObservers(n)
  for observer in all { subject.addObserver(observer) }
  var value = 0
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in
      for _ in 0..<iterations {
        value &+= 1
        subject.withObservers { (observer: ValueReceiving) in observer.receive(value) }
      }
    }, keepAlive: [subject] + all + conforming.map { $0 as Any })
}

func prepareObserverUpdate(_ n: Int) -> Prepared {
  let observer = Observer(0)
  let tallies = (0..<n).map { _ in Tally() }
  let disposables = tallies.map { tally in
    observer.observe(skippingInitialValue: true) { tally.total &+= $0 }
  }
  var value = 0
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in
      for _ in 0..<iterations {
        value &+= 1
        observer.update(value)
      }
    }, keepAlive: [observer, disposables] + tallies)
}

/// The same as `prepareObserverUpdate`, subscribed through the explicit inline delivery context.
func prepareObserverInline(_ n: Int) -> Prepared {
  let observer = Observer(0)
  let tallies = (0..<n).map { _ in Tally() }
  let disposables = tallies.map { tally in
    observer.observe(on: .inline, skippingInitialValue: true) { tally.total &+= $0 }
  }
  var value = 0
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in
      for _ in 0..<iterations {
        value &+= 1
        observer.update(value)
      }
    }, keepAlive: [observer, disposables] + tallies)
}

func prepareReceiver(_ n: Int, strategy: ReceiverStrategy) -> Prepared {
  let (transmitter, receiver) = Receiver<Int>.make(with: strategy)
  for wave in 0..<64 { transmitter.broadcast(wave) }  // fill the buffer, if any
  let tallies = (0..<n).map { _ in Tally() }
  let disposables = tallies.map { tally in receiver.listen { tally.total &+= $0 } }
  var value = 0
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in
      for _ in 0..<iterations {
        value &+= 1
        transmitter.broadcast(value)
      }
    }, keepAlive: [transmitter, receiver, disposables] + tallies)
}

/// Key-path observation from the actor that writes the model, each write timed until every
/// observer has its value. The fast runtime delivers inside the write; the safe runtime on the
/// actor's next turn, which the drained actor runs on this same thread before the next write, so
/// every change is delivered on its own (none coalesced) and all its work is timed, in both.
func prepareKeyPathObserve(_ n: Int) -> Prepared {
  let model = CounterModel()
  let landing = Landing(observers: n)
  let tallies = (0..<n).map { _ in Tally() }
  let handles = Mutex<[ObservationHandle]>([])
  DrainedActor.run {
    let made = tallies.map { tally in
      model.observe(\.value) { (value: Int) in
        tally.total &+= value
        landing.arrived(value, at: tally)
      }
    }
    handles.withLock { $0 = made }
  }
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in writeEach(model, iterations, landing) },
    keepAlive: [model, handles.withLock { $0 }] + tallies)
}

/// Makes `iterations` writes to `model` on the drained actor, each waited for until `landing`
/// says that every observer has its value (the key-path case and its floor, alike).
func writeEach(_ model: CounterModel, _ iterations: Int, _ landing: Landing) {
  for _ in 0..<iterations {
    landing.expect(model.value &+ 1)
    DrainedActor.run({ model.value &+= 1 }, until: landing.landed)
  }
}

// MARK: Peers

/// One bare `withObservationTracking` observation that re-arms itself on every change.
final class TrackingRearm: @unchecked Sendable {
  // @unchecked: driven from one thread.
  let model: CounterModel
  let tally = Tally()
  let landing: Landing
  var active = true

  init(model: CounterModel, landing: Landing) {
    self.model = model
    self.landing = landing
  }

  func arm() {
    guard active else { return }
    let seen = withObservationTracking {
      model.value
    } onChange: { [self] in
      arm()
    }
    tally.total &+= seen
    // The key-path callback's bookkeeping. onChange runs in willSet, so the re-arm reads the
    // value before the write; each write adds one, so the write delivered is `seen + 1` (the
    // first arm, before any target is set, counts for none).
    landing.arrived(seen &+ 1, at: tally)
  }
}

/// The floor of key-path observation, timed as it is: each write made on the drained actor and
/// waited for (here every observer has it when the write returns).
func prepareTrackingRearm(_ n: Int) -> Prepared {
  let model = CounterModel()
  let landing = Landing(observers: n)
  let observations = (0..<n).map { _ in TrackingRearm(model: model, landing: landing) }
  for observation in observations { observation.arm() }
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in writeEach(model, iterations, landing) },
    keepAlive: [model, observations] + observations.map(\.tally))
}

func preparePassthroughSubject(_ n: Int) -> Prepared {
  let subject = PassthroughSubject<Int, Never>()
  let tallies = (0..<n).map { _ in Tally() }
  let cancellables = tallies.map { tally in subject.sink { tally.total &+= $0 } }
  var value = 0
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in
      for _ in 0..<iterations {
        value &+= 1
        subject.send(value)
      }
    }, keepAlive: [subject, cancellables] + tallies)
}

func preparePublished(_ n: Int) -> Prepared {
  let model = PublishedModel()
  let tallies = (0..<n).map { _ in Tally() }
  let cancellables = tallies.map { tally in model.objectWillChange.sink { tally.total &+= 1 } }
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in
      for _ in 0..<iterations { model.value &+= 1 }
    }, keepAlive: [model, cancellables] + tallies)
}

func prepareNotificationCenter(_ n: Int) -> Prepared {
  let center = NotificationCenter()
  let name = Notification.Name("ObserverModelBenchmarks.tick")
  let tallies = (0..<n).map { _ in Tally() }
  let tokens = tallies.map { tally in
    center.addObserver(forName: name, object: nil, queue: nil) { _ in tally.total &+= 1 }
  }
  return Prepared(
    unitsPerIteration: n,
    run: { iterations in
      for _ in 0..<iterations { center.post(name: name, object: nil) }
    }, keepAlive: [center, tokens] + tallies)
}
