import Observation
import ObserverModel
import TestSupport
import Testing

/// A value that may not cross isolations.
final class UnsendableBox {
  let count: Int
  init(_ count: Int) { self.count = count }
}

@Suite("ObservationBridge keeps its producer's isolation", .threadOfItsOwn, .timeLimit(.minutes(1)))
struct KeyPathBridgeIsolationTests {
  @Test func aMainActorProducerBuiltAndIteratedInADetachedTaskRunsOnTheMainActor() async {
    let model = await MainActorCounterModel()
    let consumer = Task.detached {
      let bridge = ObservationBridge { @MainActor in
        MainActor.assertIsolated("ObservationBridge read a main-actor producer off the main actor")
        return model.count
      }
      var iterator = bridge.makeAsyncIterator()
      var values = [await iterator.next()]
      await MainActor.run { model.count = 1 }
      values.append(await iterator.next())
      return values
    }
    #expect(await boundedValue(of: consumer, "the detached consumer") == [0, 1])
  }

  @Test func theStreamFunctionKeepsAMainActorProducerOnTheMainActor() async {
    let model = await MainActorCounterModel()
    let consumer = Task.detached {
      let stream = makeObservationBridgeStream { @MainActor in
        MainActor.assertIsolated("makeObservationBridgeStream read off the main actor")
        return model.count + 10
      }
      var iterator = stream.makeAsyncIterator()
      return await iterator.next()
    }
    #expect(await boundedValue(of: consumer, "the detached consumer") == 10)
  }

  @Test @MainActor func aClosureWrittenInMainActorCodeIsReadThereWhenIteratedElsewhere() async {
    let model = MainActorCounterModel()
    let bridge = ObservationBridge {
      MainActor.assertIsolated("a closure written in main-actor code was read elsewhere")
      return model.count
    }
    let consumer = Task.detached {
      var iterator = bridge.makeAsyncIterator()
      let first = await iterator.next()
      await MainActor.run { model.count = 3 }
      return [first, await iterator.next()]
    }
    #expect(await boundedValue(of: consumer, "the detached consumer") == [0, 3])
  }

  @Test @MainActor func aNonSendableElementIsDeliveredWhenProducerAndIteratorShareTheMainActor()
    async
  {
    let model = MainActorCounterModel()
    var iterator = ObservationBridge { @MainActor in UnsendableBox(model.count) }
      .makeAsyncIterator()
    #expect(await iterator.next()?.count == 0)
    model.count = 4
    #expect(await iterator.next()?.count == 4)
  }

  @Test func aNonSendableElementIteratedOffItsProducersActorStopsTheProgram() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let model = await MainActorCounterModel()
      let consumer = Task.detached {
        var iterator = ObservationBridge { @MainActor in UnsendableBox(model.count) }
          .makeAsyncIterator()
        _ = await iterator.next()
      }
      await boundedValue(of: consumer, "the detached consumer stops the program")
    }
    let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(message.contains("non-Sendable Element must be produced and consumed on one isolation"))
    #expect(message.contains("MainActor"))
  }

  @Test func aClosureWrittenInAnActorsMethodIsReadOnThatActorWhenIteratedElsewhere() async {
    let counter = CounterActor()
    let bridge = await counter.bridge()
    let consumer = Task.detached {
      var iterator = bridge.makeAsyncIterator()
      let first = await iterator.next()
      await counter.increment()
      return [first, await iterator.next()]
    }
    #expect(await boundedValue(of: consumer, "the detached consumer") == [0, 1])
  }
}

/// An actor whose observable model is read only on the actor.
actor CounterActor {
  private let model = CounterModel()

  /// A bridge over the model's count, written in the actor's code.
  func bridge() -> ObservationBridge<Int> {
    ObservationBridge { [self] in
      assertIsolated("a closure written in an actor's method was read off the actor")
      return model.count
    }
  }

  /// Adds one to the count, on the actor.
  func increment() { model.count += 1 }
}
