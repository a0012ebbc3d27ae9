import ObserverModel
import TestSupport
import Testing

@testable import GlanceServe

/// State that callbacks on the transport's event loop change and a test waits on, with a bound
/// (``boundedWait``): no sleeps, a wait ends as soon as its condition holds. Under the library's
/// `Lock`, not a bare `Mutex`: ThreadSanitizer cannot see a contended `Mutex` hand over on
/// Linux and reports the state it guards as a race.
final class Observed<State: Sendable>: Sendable {
  private struct Pending: Sendable {
    let condition: @Sendable (State) -> Bool
    let waiter: Waiter
  }
  private let state: Lock<(value: State, pending: [Pending])>

  /// Observed state starting at `initial`.
  init(_ initial: State) {
    state = Lock((initial, []))
  }

  /// The state now.
  var value: State { state.withLock { $0.value } }

  /// Changes the state and ends the waits whose condition now holds.
  func update(_ body: @Sendable (inout State) -> Void) {
    let ready = state.withLock { state -> [Waiter] in
      body(&state.value)
      let value = state.value
      let ready = state.pending.filter { $0.condition(value) }.map(\.waiter)
      state.pending.removeAll { $0.condition(value) }
      return ready
    }
    for waiter in ready { waiter.resume() }
  }

  /// Waits (bounded) until `condition` holds; records a failure naming `what` if it never does.
  @discardableResult
  func wait(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    until condition: @escaping @Sendable (State) -> Bool
  ) async -> Bool {
    await boundedWait(what, sourceLocation: sourceLocation) { waiter in
      let holds = state.withLock { state -> Bool in
        if condition(state.value) { return true }
        state.pending.append(Pending(condition: condition, waiter: waiter))
        return false
      }
      if holds { waiter.resume() }
    }
  }
}

/// What one connection reported through its callbacks.
struct Reported: Sendable {
  /// Every byte read, in order.
  var bytes: [UInt8] = []
  /// How many times `onWritable` ran.
  var writable = 0
  /// How many times `onClosed` ran, and the error it last gave.
  var closes = 0
  var closeError: String?
}

extension Observed where State == Reported {
  /// Starts `connection` with callbacks that record into this state.
  func start(_ connection: TransportConnection) {
    connection.start(
      onBytes: { bytes in self.update { $0.bytes += bytes } },
      onWritable: { self.update { $0.writable += 1 } },
      onClosed: { error in
        self.update {
          $0.closes += 1
          $0.closeError = error
        }
      })
  }
}
