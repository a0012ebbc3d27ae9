import FuzzSupport
import ObserverModel

/// Drives an ``Observer`` or a ``Receiver`` with a program read from the fuzz input —
/// broadcast, listen, dispose, release a disposable, put one in a ``DisposeBag``, empty the
/// bag, modify — at the top level and from inside handlers, and checks every callback against
/// ``HubModel``.
///
/// `@unchecked Sendable`: the library wants `@Sendable` handlers, but everything here runs on
/// the fuzzer's one thread (delivery is inline), so the state is never shared.
final class HubScenario: @unchecked Sendable {
  private enum Source {
    case observer(Observer<Int>)
    case receiver(Receiver<Int>.Transmitter, Receiver<Int>)
  }

  private var input: FuzzInput
  private var model: HubModel
  private let source: Source
  private var disposables: [Int: Disposable] = [:]
  /// A bag some disposables were put in (which makes them owned), and which ones.
  private var bag = DisposeBag()
  private var inBag: Set<Int> = []
  private var nextValue = 1
  private var depth = 0

  private init(input: FuzzInput, model: HubModel, source: Source) {
    self.input = input
    self.model = model
    self.source = source
  }

  /// `Observer<Int>`: one value kept, owned disposables.
  static func observer(_ input: inout FuzzInput) {
    let observer = Observer(0)
    HubScenario(
      input: input, model: HubModel(capacity: 1, initial: [0]), source: .observer(observer)
    )
    .run()
  }

  /// A receiver made with `strategy`: detached disposables, replay per strategy.
  static func receiver(_ strategy: ReceiverStrategy, _ input: inout FuzzInput) {
    let (transmitter, receiver) = Receiver<Int>.make(with: strategy)
    fuzzCheck(transmitter.strategy == strategy, "the transmitter forgot its strategy")
    let model = HubModel(capacity: strategy.bufferCapacity)
    HubScenario(input: input, model: model, source: .receiver(transmitter, receiver)).run()
  }

  private func run() {
    var steps = 0
    while !input.isExhausted, steps < 200 {
      steps += 1
      step(inside: nil)
      checkSettled()
    }
    disposables.removeAll()
    emptyBag(release: true)
    if case .observer = source {
      // Releasing owned disposables ended every subscription.
      for id in 0..<(nextListener) where model.isActive(id) { model.dispose(id) }
    }
    checkSettled()
  }

  private var nextListener = 0

  /// One action; `listener` is the handler it runs in, if any.
  private func step(inside listener: Int?) {
    switch input.choice(10) {
    case 0, 1: broadcast()
    case 2: listen()
    case 3: dispose(pick())
    case 4: release(pick())
    case 5:
      if case .observer(let observer) = source {
        let value = takeValue()
        model.broadcast(value)  // the model first: the callbacks run inside modify
        observer.modify { $0 = value }
      } else {
        broadcast()
      }
    case 6:
      if case .observer(let observer) = source {
        observer.modify(ifChanged: { _ in ((), false) })  // publishes nothing
      } else {
        listen()
      }
    case 7: dispose(listener ?? pick())
    case 8:
      guard let id = pick(), let disposable = disposables[id] else { return }
      disposable.disposed(by: bag)
      fuzzCheck(disposable.disposesOnRelease, "a disposable in a bag is still detached")
      inBag.insert(id)
    default: emptyBag(release: input.byte() & 1 == 1)
    }
  }

  /// Disposes everything in the bag, by releasing it or by `dispose()`.
  private func emptyBag(release: Bool) {
    for id in inBag { model.dispose(id) }
    inBag = []
    if release { bag = DisposeBag() } else { bag.dispose() }
    fuzzCheck(bag.count == 0, "a disposed bag still holds \(bag.count)")
  }

  private func takeValue() -> Int {
    defer { nextValue += 1 }
    return nextValue
  }

  private func broadcast() {
    let value = takeValue()
    model.broadcast(value)
    switch source {
    case .observer(let observer): observer.update(value)
    case .receiver(let transmitter, _): transmitter.broadcast(value)
    }
  }

  private func listen() {
    let id = nextListener
    nextListener += 1
    let handler: @Sendable (Int) -> Void = { [unowned self] value in received(value, by: id) }
    switch source {
    case .observer(let observer):
      let skipping = input.byte() & 1 == 1
      let modelID = model.listen(replayLimit: skipping ? 0 : 1)
      fuzzCheck(modelID == id, "listener numbering")
      let disposable = observer.observe(skippingInitialValue: skipping, handler)
      fuzzCheck(disposable.disposesOnRelease, "Observer.observe returned a detached disposable")
      disposables[id] = disposable
    case .receiver(_, let receiver):
      let modelID = model.listen(replayLimit: .max)
      fuzzCheck(modelID == id, "listener numbering")
      let disposable = receiver.listen(handler)
      fuzzCheck(!disposable.disposesOnRelease, "Receiver.listen returned an owned disposable")
      disposables[id] = disposable
    }
  }

  private func pick() -> Int? {
    nextListener == 0 ? nil : Int(input.byte()) % nextListener
  }

  private func dispose(_ id: Int?) {
    guard let id, let disposable = disposables[id] else { return }
    model.dispose(id)
    disposable.dispose()
    fuzzCheck(disposable.isDisposed, "dispose() left the disposable live")
  }

  /// Drops our reference: ends an owned (Observer) subscription, not a detached one, nor one a
  /// bag still holds.
  private func release(_ id: Int?) {
    guard let id, let disposable = disposables[id] else { return }
    if disposable.disposesOnRelease, !inBag.contains(id) { model.dispose(id) }
    disposables[id] = nil
  }

  private func received(_ value: Int, by id: Int) {
    let due = model.next()
    fuzzCheck(
      due?.listener == id && due?.value == value,
      "listener \(id) got \(value); the model expected \(due.map { "\($0)" } ?? "nothing")")
    guard depth < 6 else { return }
    depth += 1
    defer { depth -= 1 }
    for _ in 0..<input.choice(3) { step(inside: id) }
  }

  /// Between top-level actions: nothing owed, and the counts and buffers agree.
  private func checkSettled() {
    let missing = model.next()
    fuzzCheck(missing == nil, "a delivery never came: \(missing.map { "\($0)" } ?? "")")
    switch source {
    case .observer(let observer):
      fuzzCheck(observer.value == model.buffer.last, "value \(observer.value) != \(model.buffer)")
      fuzzCheck(observer.observerCount == model.activeCount, "observerCount")
    case .receiver(let transmitter, _):
      fuzzCheck(transmitter.bufferedWaves == model.buffer, "kept \(transmitter.bufferedWaves)")
      fuzzCheck(transmitter.bufferedWaveCount == model.buffer.count, "bufferedWaveCount")
      fuzzCheck(transmitter.listenerCount == model.activeCount, "listenerCount")
    }
  }
}
