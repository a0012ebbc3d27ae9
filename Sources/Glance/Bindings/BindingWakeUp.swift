import ObserverModel

/// A binding's next wake-up on the board's clock, for what changes with time alone (values
/// leaving a time window, a rate falling when events stop): at most one pending at a time, the
/// earliest asked for. Runs nothing once `subscription` is disposed (the board stopped), and
/// nothing before the board runs (there is no clock yet; the next delivery asks again).
@MainActor
final class BindingWakeUp {
  private unowned let board: Board
  /// What to run when a wake-up falls due.
  var action: @MainActor () -> Void = {}
  /// The binding's subscription, once made (the panel keeps it): the wake-up ends with it.
  weak var subscription: Disposable?
  private var pendingDue: Duration?
  private var generation = 0

  init(board: Board) {
    self.board = board
  }

  /// Whether the binding's subscription is still live.
  private var isBound: Bool {
    guard let subscription else { return false }
    return !subscription.isDisposed
  }

  /// The board's time now.
  var now: Duration { board.time.now }

  /// Runs the action at `due` (board time), unless a wake-up at or before it is pending.
  func wake(at due: Duration?) {
    guard let due, isBound else { return }
    if let pendingDue, pendingDue <= due { return }
    guard let clock = board.host?.clock else { return }
    generation += 1
    let current = generation
    pendingDue = due
    clock.run(after: due - now) { [weak self] in
      guard let self, generation == current else { return }
      pendingDue = nil
      guard isBound, !board.hasQuit else { return }
      action()
    }
  }
}
