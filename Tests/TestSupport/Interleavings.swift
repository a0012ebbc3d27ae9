import Dispatch
import Testing

// A model checker for the hand-off protocols, in the manner of tokio's loom but over a model:
// the protocol's state is a value (the same step functions the real code runs under its locks
// and atomics), each actor (a writer, a hop, a frame) is a program counter in it, and every
// order of the actors' steps is tried, depth first. A step is one critical section or one
// atomic operation of the real code, so a bug that lives between two of them shows in some
// order, wherever a test's seam would have been. States are values: one reached again by
// another order is not searched again (its schedules are counted from the first visit), so
// the search is exhaustive over every schedule while it visits each state once. The invariants
// are properties of a state, so a state's verdict is the same however it was reached.

/// What one search found: how many schedules (complete orders of the actors' steps) it
/// covered, the distinct states it visited, and the first broken invariant with the schedule
/// that broke it.
package struct InterleavingsOutcome: Sendable, CustomStringConvertible {
  /// Complete schedules: orders of steps that run until no actor can step.
  package var schedules = 0
  /// Distinct states visited, the initial one included.
  package var states = 0
  /// The first invariant that failed, with the steps that led there; `nil` when none did.
  package var failure: String?
  /// The search's wall time, in seconds.
  package var seconds = 0.0

  package var description: String {
    let time = (seconds * 1000).rounded() / 1000
    return "\(schedules) schedules, \(states) states, \(time) s"
      + (failure.map { ": FAILED \($0)" } ?? "")
  }
}

/// Runs every interleaving of `actors` actors' steps from `initial` and checks `invariant` at
/// every state and `end` at every final one (no actor can step). `step(&state, actor)` applies
/// the actor's next step and returns a label for the failure's trace, or `nil` (changing
/// nothing) when that actor cannot step now. Stops at the first failure, or records one past
/// `stateLimit` states (a model that grew past what a test should search) or when an order of
/// steps comes back to a state it passed (a model that can run forever). Prints the counts and
/// time beside `name`, and records a test failure when an invariant broke.
@discardableResult
package func exploreEveryInterleaving<State: Hashable>(
  _ name: String,
  from initial: State,
  actors: Int,
  stateLimit: Int = 200_000,
  sourceLocation: SourceLocation = #_sourceLocation,
  step: (inout State, _ actor: Int) -> String?,
  invariant: (State) -> String? = { _ in nil },
  end: (State) -> String?
) -> InterleavingsOutcome {
  var outcome = InterleavingsOutcome()
  var trace: [String] = []
  /// The schedules from each state searched to the end.
  var schedulesFrom: [State: Int] = [:]
  var onPath: Set<State> = []
  let started = DispatchTime.now().uptimeNanoseconds

  func fail(_ what: String) {
    outcome.failure = "\(what) after [\(trace.joined(separator: ", "))]"
  }

  /// The schedules from `state`, or 0 once a failure is recorded.
  func visit(_ state: State) -> Int {
    if let known = schedulesFrom[state] { return known }
    guard onPath.insert(state).inserted else {
      fail("a cycle: the steps came back to a state")
      return 0
    }
    defer { onPath.remove(state) }
    outcome.states += 1
    if let broken = invariant(state) {
      fail(broken)
      return 0
    }
    if outcome.states > stateLimit {
      fail("more than \(stateLimit) states: the model is too big to search")
      return 0
    }
    var schedules = 0
    var stepped = false
    for actor in 0..<actors {
      var next = state
      guard let label = step(&next, actor) else { continue }
      stepped = true
      trace.append(label)
      schedules &+= visit(next)
      trace.removeLast()
      if outcome.failure != nil { return 0 }
    }
    if !stepped {
      if let broken = end(state) {
        fail("at the end: \(broken)")
        return 0
      }
      schedules = 1
    }
    schedulesFrom[state] = schedules
    return schedules
  }

  outcome.schedules = visit(initial)
  outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
  print("model \(name): \(outcome)")
  if let failure = outcome.failure {
    Issue.record("model \(name): \(failure)", sourceLocation: sourceLocation)
  }
  return outcome
}
