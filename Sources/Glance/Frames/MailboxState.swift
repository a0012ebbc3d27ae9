/// What a ``FrameMailbox`` keeps under its lock, and the steps that change it, one critical
/// section each: a writer's record and the frame's take. The mailbox runs them under its lock;
/// the model test of the frame hand-off runs the same steps in every order the writers and the
/// frame can take, beside the doorbell's and the frame's own (``FrameClosingStep``).
struct MailboxState<Contents> {
  var contents: Contents
  /// Writes since the binding started.
  private(set) var writes = 0
  /// Whether writes wait to be taken.
  private(set) var isFilled = false
  /// When the first write not yet taken was made (board time).
  private(set) var filledAt = Duration.zero

  init(contents: Contents) {
    self.contents = contents
  }

  /// A writer's step: changes the contents with `write`; returns whether this write filled an
  /// empty mailbox (and stamped it with `now`, read only then), which must then ring the
  /// doorbell.
  @inline(__always)
  mutating func record(
    _ write: (inout Contents) -> Void, now: @autoclosure () -> Duration
  ) -> Bool {
    write(&contents)
    writes &+= 1
    guard !isFilled else { return false }
    isFilled = true
    filledAt = now()
    return true
  }

  /// The frame's step: the contents written since the last take and when the first of those
  /// writes was made, leaving `empty`; `nil` when nothing was written.
  mutating func take(leaving empty: Contents) -> (contents: Contents, filledAt: Duration)? {
    guard isFilled else { return nil }
    defer {
      contents = empty
      isFilled = false
    }
    return (contents, filledAt)
  }
}

/// States compared and hashed by the model test, which visits each state of the hand-off once.
extension MailboxState: Equatable where Contents: Equatable {}
extension MailboxState: Hashable where Contents: Hashable {}
