import ObserverModel

/// A binding's main-actor side: once a frame the board asks it to take its mailbox and show
/// what its writers filled, and it says when it next changes with time alone (a value leaving a
/// time window, a rate falling once events stop), so that the board can wake for that.
@MainActor
final class PanelBinding {
  /// What a take did: how long the first write taken had waited (`nil` when only time moved
  /// the binding), and when it next changes with time alone.
  typealias Outcome = (waited: Duration?, nextDue: Duration?)

  /// Names the binding in diagnostics, such as "showWindow(of:last:) in panel 'Latency'".
  let name: String
  /// Writes made to the binding's mailbox so far.
  let writes: () -> Int
  /// Whether writes wait in the binding's mailbox.
  let isFilled: () -> Bool
  /// Takes the mailbox at board time `now` and shows what changed; `nil` when nothing was
  /// written and the binding is not due (`isDue`).
  private let takeChanges: (_ now: Duration, _ isDue: Bool) -> Outcome?
  /// When the binding next changes with time alone, as its last take said.
  private(set) var nextDue: Duration?
  /// The writers' subscription, for a binding that may end before the board stops: once it is
  /// disposed the binding takes nothing more and its panel forgets it.
  weak var subscription: Disposable?

  /// Whether the binding's subscription was disposed.
  var hasEnded: Bool { subscription?.isDisposed ?? false }

  init(
    name: String, writes: @escaping () -> Int, isFilled: @escaping () -> Bool,
    takeChanges: @escaping (_ now: Duration, _ isDue: Bool) -> Outcome?
  ) {
    self.name = name
    self.writes = writes
    self.isFilled = isFilled
    self.takeChanges = takeChanges
  }

  /// Takes the mailbox at board time `now` and shows the change, if anything was written or
  /// the binding's due time has come; returns how long the first write taken had waited.
  func take(at now: Duration) -> Duration? {
    let isDue = nextDue.map { $0 <= now } ?? false
    guard let outcome = takeChanges(now, isDue) else { return nil }
    nextDue = outcome.nextDue
    return outcome.waited
  }
}

extension Panel {
  /// Binds a mailbox to this panel: writers fill it (it is `empty` again after each take), and
  /// once a frame `show` gets what they filled (`nil` when only time moved on) at board time
  /// `now`, and returns when the binding next changes with time alone. `kind` names the binding
  /// in diagnostics.
  package func bindMailbox<Contents: Sendable>(
    _ kind: String, empty: Contents,
    show: @escaping @MainActor (_ taken: Contents?, _ now: Duration) -> Duration?
  ) -> FrameMailbox<Contents> {
    let mailbox = FrameMailbox(empty, doorbell: board.doorbell)
    keep(
      PanelBinding(
        name: "\(kind) in panel '\(title)'", writes: { mailbox.writes },
        isFilled: { mailbox.isFilled }
      ) {
        [weak self] now, isDue in
        let taken = mailbox.take()
        guard self != nil, taken != nil || isDue else { return nil }
        let nextDue = show(taken?.contents, now)
        return (taken.map { max(.zero, now - $0.filledAt) }, nextDue)
      })
    return mailbox
  }
}
