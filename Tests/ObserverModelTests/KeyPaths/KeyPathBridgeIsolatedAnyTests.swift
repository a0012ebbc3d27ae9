import Observation
import ObserverModel
import TestSupport
import Testing

/// A producer handed over as an `@isolated(any)` function value keeps its isolation: a
/// `@MainActor` closure stored in an `@isolated(any) @Sendable` variable runs on the main
/// actor even when the sequence is built and iterated in a detached task.
@Suite("ObservationBridge keeps an @isolated(any) producer's isolation", .timeLimit(.minutes(1)))
struct KeyPathBridgeIsolatedAnyTests {
  @Test func aMainActorProducerStoredAsIsolatedAnyRunsOnTheMainActorFromADetachedTask() async {
    let model = await MainActorCounterModel()
    let reads = Recorder<Int>()
    let producer: @isolated(any) @Sendable () -> Int = { @MainActor in
      MainActor.assertIsolated("an @isolated(any) main-actor producer ran off the main actor")
      reads.append(model.count)
      return model.count
    }
    #expect(producer.isolation === MainActor.shared)
    let consumer = Task.detached {
      var iterator = ObservationBridge(producer).makeAsyncIterator()
      let first = await iterator.next()
      await MainActor.run { model.count = 1 }
      return [first, await iterator.next()]
    }
    #expect(await boundedValue(of: consumer, "the detached consumer") == [0, 1])
    #expect(reads.values.starts(with: [0]) && reads.values.contains(1))
  }

  @Test func theStreamFunctionKeepsAnIsolatedAnyProducerOnTheMainActor() async {
    let model = await MainActorCounterModel()
    let reads = Recorder<Int>()
    let producer: @isolated(any) @Sendable () -> Int = { @MainActor in
      MainActor.assertIsolated("an @isolated(any) main-actor producer ran off the main actor")
      reads.append(model.count)
      return model.count + 10
    }
    let consumer = Task.detached {
      var iterator = makeObservationBridgeStream(producer).makeAsyncIterator()
      let first = await iterator.next()
      await MainActor.run { model.count = 2 }
      return [first, await iterator.next()]
    }
    #expect(await boundedValue(of: consumer, "the detached consumer") == [10, 12])
    #expect(reads.values.starts(with: [0]) && reads.values.contains(2))
  }

  @Test func cancellingTheIteratingTaskEndsTheSequence() async {
    let model = await MainActorCounterModel()
    let producer: @isolated(any) @Sendable () -> Int = { @MainActor in model.count }
    let started = Gate()
    let consumer = Task.detached {
      var received: [Int] = []
      for await value in ObservationBridge(producer) {
        received.append(value)
        started.open()
      }
      return received
    }
    await started.wait()
    consumer.cancel()
    #expect(await boundedValue(of: consumer, "the cancelled consumer") == [0])
  }
}
