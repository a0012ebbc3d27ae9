import Observation
import ObserverModel
import Testing

/// A non-`Sendable` value.
final class NumberBox {
  var number: Int
  init(_ number: Int) { self.number = number }
}

@Observable final class BoxHolder {
  var box = NumberBox(0)
}

@Suite("KeyPath observe", .timeLimit(.minutes(1)))
struct KeyPathObserveTests {
  @Test(.deliversInsideTheWrite) func deliversTheCurrentValueFirstThenEachWrite() {
    let model = CounterModel()
    let seen = Recorder<Int>()
    let handle = model.observe(\.count) { seen.append($0) }
    #expect(seen.values == [0])
    model.count = 1
    model.count = 2
    #expect(seen.values == [0, 1, 2])
    handle.cancel()
  }

  @Test(.deliversInsideTheWrite) func deliversAnOptionalNilFirst() {
    let model = CounterModel()
    let seen = Recorder<String?>()
    let handle = model.observe(\.name) { seen.append($0) }
    #expect(seen.values == [nil])
    model.name = "a"
    model.name = nil
    #expect(seen.values == [nil, "a", nil])
    handle.cancel()
  }

  @Test(.deliversInsideTheWrite) func deliversEqualConsecutiveValuesWithoutSuppression() {
    let model = CounterModel()
    let seen = Recorder<Bool>()
    let handle = model.observe(\.isPositive) { seen.append($0) }
    model.count = 1
    model.count = 2
    model.count = 3
    #expect(seen.values == [false, true, true, true])
    handle.cancel()
  }

  @Test(.deliversInsideTheWrite) func noArgumentFormCountsChanges() {
    let model = CounterModel()
    let calls = Recorder<Int>()
    let handle = model.observe(\.count) { calls.append(1) }
    model.count = 5
    #expect(calls.values.count == 2)
    handle.cancel()
  }

  @Test(.deliversInsideTheWrite) func severalKeyPathsTriggerWithoutValues() {
    let model = CounterModel()
    let calls = Recorder<Int>()
    let handle = model.observe([\.count, \.isEnabled]) { calls.append(model.count) }
    model.count = 1
    model.isEnabled = true
    model.name = "not tracked"
    #expect(calls.values == [0, 1, 1])
    handle.cancel()
  }

  @Test(.deliversInsideTheWrite) func writesInsideTheCallbackAreDeliveredAfterIt() {
    let model = CounterModel()
    let seen = Recorder<Int>()
    let handle = model.observe(\.count) { value in
      seen.append(value)
      if value > 10 { model.count = 10 }
    }
    model.count = 15
    #expect(seen.values == [0, 15, 10])
    #expect(model.count == 10)
    handle.cancel()
  }

  @Test(.deliversInsideTheWrite) @MainActor func mainActorModelCallbacksRunOnTheMainActor() async {
    let model = MainActorCounterModel()
    let seen = Recorder<Int>()
    let handle = model.observe(\.count) { value in
      MainActor.assertIsolated()
      seen.append(value)
    }
    model.count = 1
    #expect(seen.values == [0, 1])
    let done = Signals<Int>()
    let taskHandle = model.observeTask(\.count) { value in
      MainActor.assertIsolated()
      done.send(value)
    }
    #expect(await done.next(1) == [1])
    model.count = 2
    #expect(await done.next(1) == [2])
    handle.cancel()
    taskHandle.cancel()
  }

  @Test(.deliversInsideTheWrite) @MainActor func nonSendableValuesWorkWithinOneIsolation() {
    let holder = BoxHolder()
    var seen: [Int] = []
    let handle = holder.observe(\.box) { box in seen.append(box.number) }
    holder.box = NumberBox(7)
    #expect(seen == [0, 7])
    handle.cancel()
  }
}
