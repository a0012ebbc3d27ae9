import Observation
import ObserverModel
import TestSupport
import Testing

@Suite("ObservationBridge is Sendable when its element is", .timeLimit(.minutes(1)))
struct KeyPathBridgeSendableTests {
  /// Compiles only while `ObservationBridge<Int>` is `Sendable`.
  static func requireSendable<T: Sendable>(_ value: T) -> T { value }

  @Test func aBridgeMadeHereIsIteratedInAnotherTask() async {
    let model = SharedCounter()
    let bridge = Self.requireSendable(ObservationBridge { model.value })
    let consumer = Task.detached {
      var iterator = bridge.makeAsyncIterator()
      return await iterator.next()
    }
    #expect(await boundedValue(of: consumer, "the first value") == 0)
  }

  @Test func theStreamFunctionReturnsASendableBridgeToo() async {
    let bridge = Self.requireSendable(makeObservationBridgeStream { 7 })
    let consumer = Task.detached {
      var values: [Int] = []
      for await value in bridge { values.append(value) }
      return values
    }
    #expect(await boundedValue(of: consumer, "the stream ends") == [7])
  }
}
