import Clocks
import Observation
import ObserverModel
import TestSupport
import Testing

@Suite("KeyPath ObservationBridge", .serialized, .serialExecutor, .timeLimit(.minutes(1)))
struct KeyPathBridgeTests {
  @Test @MainActor func yieldsTheCurrentValueThenChanges() async {
    let model = MainActorCounterModel()
    var iterator = ObservationBridge { model.count }.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    model.count = 1
    #expect(await iterator.next() == 1)
    model.count = 2
    #expect(await iterator.next() == 2)
  }

  @Test @MainActor func equalConsecutiveValuesAreDelivered() async {
    let model = MainActorCounterModel()
    var iterator = ObservationBridge { model.count > 0 }.makeAsyncIterator()
    #expect(await iterator.next() == false)
    model.count = 1
    #expect(await iterator.next() == true)
    model.count = 2
    #expect(await iterator.next() == true)
  }

  @Test(.deliversInsideTheWrite) @MainActor func aBacklogKeepsTheNextValueThenTheLatest() async {
    let model = MainActorCounterModel()
    var iterator = ObservationBridge { model.count }.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    model.count = 1
    model.count = 2
    model.count = 3
    #expect(await iterator.next() == 1)
    #expect(await iterator.next() == 3)
  }

  @Test @MainActor func eachIteratorRunsItsOwnPipeline() async {
    let model = MainActorCounterModel()
    let stream = ObservationBridge { model.count }
    var first = stream.makeAsyncIterator()
    #expect(await first.next() == 0)
    model.count = 5
    var second = stream.makeAsyncIterator()
    #expect(await second.next() == 5)
    #expect(await first.next() == 5)
  }

  @Test @MainActor func aClosureReadingNothingObservableEndsAfterOneValue() async {
    var iterator = makeObservationBridgeStream { 42 }.makeAsyncIterator()
    #expect(await iterator.next() == 42)
    #expect(await iterator.next() == nil)
  }

  @Test func cancellingTheConsumingTaskEndsIteration() async {
    let model = SharedCounter()
    let firstValue = Signals<Int>()
    let consumer = Task {
      var count = 0
      for await value in ObservationBridge({ model.value }) {
        firstValue.send(value)
        count += 1
      }
      return count
    }
    #expect(await firstValue.next(1) == [0])
    consumer.cancel()
    #expect(await boundedValue(of: consumer, "the cancelled loop ends") == 1)
  }

  @Test func throttledStreamWithATestClock() async {
    await withSerialExecutor {
      let clock = TestClock()
      let model = CounterModel()
      let stream = ObservationBridge(options: throttle(250), clock: clock) { model.count }
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next() == 0)
      model.count = 1
      model.count = 2
      await clock.advance(by: .milliseconds(250))
      #expect(await iterator.next() == 2)
    }
  }
}
