import Dispatch
import Synchronization
import TestSupport
import Testing

@testable import ObserverModel

@Suite("IsolatedTask", .timeLimit(.minutes(1)))
struct IsolatedTaskTests {
  /// The safe runtime's re-reads for main-actor observers, and main-actor timers, are such
  /// tasks: a test that queues a marker on the main queue after a write relies on the re-read
  /// running first. A task that started on the global executor and then hopped would land
  /// behind the marker whenever the pool was slower than the caller.
  @Test func aMainActorTaskRunsWhereItWasQueuedAmongTheMainQueuesWork() async {
    let order = Recorder<Int>()
    for round in 0..<20 {
      await boundedWait("round \(round)'s last marker runs on the main queue") { waiter in
        DispatchQueue.main.async { order.append(3 * round) }
        IsolatedTask.start(on: MainActor.shared) { isolation in
          #expect(isolation === MainActor.shared)
          order.append(3 * round + 1)
        }
        DispatchQueue.main.async {
          order.append(3 * round + 2)
          waiter.resume()
        }
      }
    }
    #expect(order.values == Array(0..<60))
  }

  @Test func aTaskForAnotherActorRunsOnIt() async {
    let actor = Counter()
    let isolated = Atomic<Bool>(false)
    let task = IsolatedTask.start(on: actor) { isolation in
      #expect(isolation === actor)
      actor.assertIsolated()
      isolated.store(true, ordering: .relaxed)
    }
    await boundedValue(of: task, "the actor's task ends")
    let ranOnTheActor = isolated.load(ordering: .relaxed)
    #expect(ranOnTheActor)
  }
}

private actor Counter {}
