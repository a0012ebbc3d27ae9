import Observation
import ObserverModel
import Testing

/// Key-path delivery that both runtimes share: every change reaches the observer, on its
/// isolation, and the last value written is always delivered. The fast runtime delivers inside
/// each write; the safe runtime on the next turn, where writes made meanwhile arrive once, as the
/// latest value (see Sources/ObserverModel/Runtime/README.md). The tests wait for values through
/// signals, so they pass under either.
@Suite("KeyPath delivery in both runtimes", .timeLimit(.minutes(1)))
struct KeyPathRuntimeModeTests {
  @Test @MainActor func aMainActorObserverGetsEveryAwaitedWriteOnTheMainActor() async {
    let model = MainActorCounterModel()
    let signals = Signals<Int>()
    let handle = model.observe(\.count) { value in
      MainActor.assertIsolated()
      signals.send(value)
    }
    #expect(await signals.next(1) == [0])
    for value in 1...3 {
      model.count = value
      #expect(await signals.next(1) == [value])
    }
    handle.cancel()
  }

  @Test @MainActor func theLastOfSeveralWritesIsDelivered() async {
    let model = MainActorCounterModel()
    let signals = Signals<Int>()
    let handle = model.observe(\.count) { signals.send($0) }
    #expect(await signals.next(1) == [0])
    model.count = 1
    model.count = 2
    model.count = 3
    var seen: [Int] = []
    // A missing delivery ends the loop: the wait that gave up has recorded it.
    while seen.last != 3 {
      let next = await signals.next(1)
      if next.isEmpty { break }
      seen += next
    }
    #expect(seen == (safeRuntime ? [3] : [1, 2, 3]))
    handle.cancel()
  }

  @Test func aSendableModelWrittenFromAnotherTaskIsObserved() async {
    let counter = SharedCounter()
    let signals = Signals<Int>()
    let handle = counter.observe(\.value) { signals.send($0) }
    #expect(await signals.next(1) == [0])
    await Task.detached { counter.increment() }.value
    #expect(await signals.next(1) == [1])
    handle.cancel()
  }

  @Test @MainActor func observeTaskRunsForTheLatestValue() async {
    let model = MainActorCounterModel()
    let signals = Signals<Int>()
    let handle = model.observeTask(\.count) { value in signals.send(value) }
    #expect(await signals.next(1) == [0])
    model.count = 5
    #expect(await signals.next(1) == [5])
    handle.cancel()
  }

  @Test(.safeRuntimeOnly) @MainActor func theSafeRuntimeDeliversOnTheNextTurn() async {
    let model = MainActorCounterModel()
    let seen = Recorder<Int>()
    let signals = Signals<Int>()
    let handle = model.observe(\.count) { value in
      seen.append(value)
      signals.send(value)
    }
    #expect(await signals.next(1) == [0])
    model.count = 1
    #expect(seen.values == [0], "not yet: the write is seen before it lands")
    #expect(await signals.next(1) == [1])
    handle.cancel()
  }

  /// The safe runtime runs the re-reads that one write fires for an actor in one batch; a write
  /// made by a callback of that batch must start a batch of its own, or the observers it fires
  /// would wait for a turn that never comes.
  @Test @MainActor func aWriteMadeByADeliveryReachesEveryObserver() async {
    let model = MainActorCounterModel()
    let writer = Signals<Int>()
    let other = Signals<Int>()
    let first = model.observe(\.count) { value in
      if value == 1 { model.count = 2 }
      writer.send(value)
    }
    let second = model.observe(\.count) { other.send($0) }
    #expect(await writer.next(1) == [0])
    #expect(await other.next(1) == [0])
    model.count = 1
    // A lost delivery of 2 leaves a wait below to fail at its limit.
    #expect(await writer.next(2) == [1, 2])
    // The registrar fires the two in no set order: the other sees 1 first, or only 2.
    var seenByOther = await other.next(1)
    if seenByOther == [1] { seenByOther += await other.next(1) }
    #expect(seenByOther == [1, 2] || seenByOther == [2])
    first.cancel()
    second.cancel()
  }

  @Test @MainActor func cancellingBeforeTheNextTurnDropsTheChange() async {
    let model = MainActorCounterModel()
    let seen = Recorder<Int>()
    let handle = model.observe(\.count) { seen.append($0) }
    model.count = 1
    handle.cancel()
    // A later observation's delivery proves that the turn the first one was waiting for has run.
    let signals = Signals<Int>()
    let later = model.observe(\.count) { signals.send($0) }
    #expect(await signals.next(1) == [1])
    model.count = 2
    #expect(await signals.next(1) == [2])
    #expect(seen.values == (safeRuntime ? [0] : [0, 1]))
    later.cancel()
  }
}
