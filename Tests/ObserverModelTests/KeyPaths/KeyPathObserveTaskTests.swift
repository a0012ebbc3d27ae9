import Observation
import ObserverModel
import Testing

@Suite("KeyPath observeTask", .timeLimit(.minutes(1)))
struct KeyPathObserveTaskTests {
  @Test(.deliversInsideTheWrite) func whileARunIsInProgressTheNextValueIsKeptThenTheLatest() async {
    let model = CounterModel()
    let gate = Gate()
    let started = Signals<Int>()
    let handle = model.observeTask(\.count) { value in
      started.send(value)
      if value == 0 { await gate.wait() }
    }
    #expect(await started.next(1) == [0])
    model.count = 1
    model.count = 2
    model.count = 3
    gate.open()
    #expect(await started.next(2) == [1, 3])
    handle.cancel()
  }

  @Test func cancellingNeverCancelsTheRunInProgress() async {
    let model = CounterModel()
    let gate = Gate()
    let started = Signals<Int>()
    let completed = Signals<Bool>()
    let handle = model.observeTask(\.count) { value in
      started.send(value)
      await gate.wait()
      completed.send(Task.isCancelled)
    }
    #expect(await started.next(1) == [0])
    model.count = 1
    handle.cancel()
    gate.open()
    #expect(await completed.next(1) == [false])
    started.finish()
    #expect(await started.next(1) == [], "the waiting value was dropped")
  }

  @Test func severalKeyPathsRunTheTaskOnEachChange() async {
    let model = CounterModel()
    let runs = Signals<Int>()
    let counter = Recorder<Int>()
    let handle = model.observeTask([\.count, \.isEnabled]) {
      counter.append(1)
      runs.send(counter.values.count)
    }
    #expect(await runs.next(1) == [1])
    model.isEnabled = true
    #expect(await runs.next(1) == [2])
    model.count = 3
    #expect(await runs.next(1) == [3])
    handle.cancel()
  }

  @Test func noArgumentFormRuns() async {
    let model = CounterModel()
    let runs = Signals<Int>()
    let handle = model.observeTask(\.count) { runs.send(1) }
    #expect(await runs.next(1) == [1])
    model.count = 1
    #expect(await runs.next(1) == [1])
    handle.cancel()
  }
}
