import Foundation
import ObserverModel
import TestSupport
import Testing

/// Runs the code of the article "Delivering on the main actor". Each test ends with a marker
/// block on the main queue: main-actor delivery hops through the same queue, so once the marker
/// has run, every hop scheduled before it has run too.
@MainActor
struct DeliveringOnTheMainActorTests {
  private func mainQueueDrained() async {
    await boundedWait("the main queue drains") { waiter in
      DispatchQueue.main.async { waiter.resume() }
    }
  }

  @Test(.timeLimit(.minutes(1))) func everyStyleDeliversOnTheMainActor() async {
    let counter = Observer(0)
    let (transmitter, events) = Receiver<String>.make()
    let job = Job()
    let game = Game()
    let view = StatusView()
    game.addObserver(view)
    view.bind(counter: counter, events: events, job: job, game: game)
    await boundedWait("the worker finishes") { waiter in
      Thread.detachNewThread {
        counter.update(7)
        transmitter.broadcast("started")
        transmitter.broadcast("done")
        waiter.resume()
      }
    }
    job.fraction = 0.5
    await mainQueueDrained()
    await view.waitUntilBarShows(0.5)
    #expect(view.label == "7")
    #expect(view.lines == ["started", "done"])
    #expect(view.bar == 0.5)
    #expect(view.refreshes == 1)
    for subscription in view.subscriptions { subscription.dispose() }
    view.progress?.cancel()
  }

  @Test(.timeLimit(.minutes(1))) func aWorkerThreadFeedsTheCountLabel() async {
    let counter = Observer(0)
    let view = CountLabel()
    view.bind(to: counter)
    await boundedWait("the worker finishes") { waiter in
      Thread.detachNewThread {
        for value in 1...1_000 { counter.update(value) }
        waiter.resume()
      }
    }
    await mainQueueDrained()
    #expect(view.text == "count: 1000")
  }

  @Test(.timeLimit(.minutes(1))) func aDetachedTaskFollowsAMainActorJob() async {
    let job = Job()
    job.fraction = 0.5
    let follower = Task.detached { await progressValues(of: job) }
    await mainQueueDrained()
    job.fraction = 1
    let values = await boundedValue(of: follower, "the detached follower") ?? []
    #expect(values.last == 1)
    #expect(values.allSatisfy { $0 == 0.5 || $0 == 1 })
  }
}
