import Foundation
import ObserverModel
import Testing

/// A Swift 6 client of the library: a worker thread feeds a value or an event stream, and a
/// main-actor view shows what arrives, mutating its main-actor state in plain closures.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct MainActorClientTests {
  @Test func aWorkerThreadFeedsAMainActorViewThroughAnObserver() async {
    let counter = Observer(0)
    let view = CounterView()
    view.bind(to: counter, on: .mainActor)
    let worker = Thread {
      for value in 1...100 { counter.update(value) }
    }
    worker.start()
    await view.waitUntilShown(100)
    #expect(view.shown == Array(0...100))
    #expect(view.text == "count: 100")
    view.unbind()
  }

  @Test func latestOnlyShowsTheLastValueOfAFlood() async {
    let counter = Observer(0)
    let view = CounterView()
    view.bind(to: counter, on: .latestOnMainActor)
    let worker = Thread {
      for value in 1...10_000 { counter.update(value) }
    }
    worker.start()
    await view.waitUntilShown(10_000)
    #expect(view.shown.last == 10_000)
    #expect(view.shown == view.shown.sorted(), "never an older value after a newer one")
    view.unbind()
  }

  @Test func aWorkerThreadFeedsAMainActorViewThroughAReceiver() async {
    let (transmitter, receiver) = Receiver<Int>.make()
    let view = CounterView()
    view.follow(receiver, on: .mainActor)
    let worker = Thread {
      for value in 1...50 { transmitter.broadcast(value) }
    }
    worker.start()
    await view.waitUntilShown(50)
    #expect(view.shown == Array(1...50))
    view.unbind()
  }
}
