import TestSupport
import Testing

@testable import ObserverModel

/// The safe runtime's per-actor batches (``TurnBatchTable``, whose steps `TurnBatches` runs
/// under its lock) over every interleaving of the firers and the tasks they start. A fire joins
/// its actor's open batch or opens one and then starts the batch's task; a task takes its batch
/// and runs it. At every state an open batch has its task still to run, and every fire not run
/// yet waits in its actor's open batch; once nothing can step, every fire ran exactly once and
/// no batch is open.
@Suite struct TurnBatchModelTests {
  /// A task a batch started: its actor, and whether it ran.
  struct StartedTask: Hashable {
    var actor: Int
    var ran = false
  }

  struct Model: Hashable {
    var table = TurnBatchTable<Int, Int>()
    /// Each firer's actor, and the fires it has left.
    let firerActors: [Int]
    var unfired: [Int]
    /// Firers that opened a batch and have not started its task yet.
    var starting: [Bool]
    /// The tasks started so far: each one's actor and whether it ran.
    var tasks: [StartedTask] = []
    /// Each fire's actor, by fire number, and the task that ran it.
    var fireActors: [Int] = []
    var runBy: [Int: [Int]] = [:]

    init(firers: [Int], fires: Int) {
      firerActors = firers
      unfired = Array(repeating: fires, count: firers.count)
      starting = Array(repeating: false, count: firers.count)
    }

    /// Firers first, then one actor for each task that can be started.
    mutating func step(_ actor: Int) -> String? {
      if actor < firerActors.count { return fire(actor) }
      let task = actor - firerActors.count
      guard task < tasks.count, !tasks[task].ran else { return nil }
      tasks[task].ran = true
      let batch = table.take(tasks[task].actor)
      for fire in batch { runBy[fire, default: []].append(task) }
      return "task \(task) runs \(batch)"
    }

    private mutating func fire(_ firer: Int) -> String? {
      let actor = firerActors[firer]
      if starting[firer] {
        starting[firer] = false
        tasks.append(StartedTask(actor: actor))
        return "f\(firer) starts task \(tasks.count - 1) for a\(actor)"
      }
      guard unfired[firer] > 0 else { return nil }
      unfired[firer] -= 1
      let fire = fireActors.count
      fireActors.append(actor)
      starting[firer] = table.join(fire, on: actor)
      return "f\(firer) fires \(fire) on a\(actor)\(starting[firer] ? ", opening its batch" : "")"
    }

    var invariant: String? {
      for actor in Set(fireActors) where table.isOpen(actor) {
        let toRun =
          zip(firerActors, starting).count(where: { $0.0 == actor && $0.1 })
          + tasks.count(where: { $0.actor == actor && !$0.ran })
        if toRun == 0 { return "a\(actor)'s batch is open and no task is left to run it" }
      }
      for (fire, actor) in fireActors.enumerated() where runBy[fire] == nil {
        if !table.batch(actor).contains(fire) {
          return "fire \(fire) is neither run nor in a\(actor)'s open batch"
        }
      }
      return nil
    }

    var end: String? {
      for fire in fireActors.indices where runBy[fire]?.count != 1 {
        return "fire \(fire) ran \(runBy[fire]?.count ?? 0) times"
      }
      for actor in Set(fireActors) where table.isOpen(actor) {
        return "a\(actor)'s batch stays open"
      }
      return nil
    }
  }

  @Test(arguments: [
    (firers: [0, 0], fires: 2), (firers: [0, 1], fires: 2), (firers: [0, 0, 1], fires: 1),
  ])
  func everyFireIsRunOnceByItsBatchsTaskOrALaterOne(shape: (firers: [Int], fires: Int)) {
    let outcome = exploreEveryInterleaving(
      "per-actor turn batches, firers on actors \(shape.firers) x \(shape.fires) fires",
      from: Model(firers: shape.firers, fires: shape.fires),
      actors: shape.firers.count * (shape.fires + 1),
      step: { $0.step($1) }, invariant: \.invariant, end: \.end)
    #expect(outcome.schedules > 50)
  }
}
