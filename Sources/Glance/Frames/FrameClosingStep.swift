/// What a frame does once it has taken the mailboxes and been handed over, in the order of
/// ``FrameDoorbell/closingSteps``: ``Board/reopenDoorbell()`` runs that list, and the model test
/// of the frame hand-off runs the same list in every interleaving with the writers' steps.
enum FrameClosingStep: Sendable {
  /// The doorbell opens: the next write that fills a mailbox rings it.
  case openDoorbell
  /// The frame looks at every mailbox, one at a time, and if one was filled meanwhile claims
  /// the doorbell and asks for the next frame (unless a wake is already on its way).
  case scanMailboxes
}

extension FrameDoorbell {
  /// The doorbell opens before the scan: a write that the scan misses then finds it open and
  /// rings. Scanning first would leave a write made between the scan and the opening neither
  /// rung nor seen, with no frame to take it (a lost wake).
  static let closingSteps: [FrameClosingStep] = [.openDoorbell, .scanMailboxes]

  /// The scan's end: whether the frame asks for the next frame, given whether it `found` a
  /// filled mailbox; `claim` rings the doorbell and returns whether it was open. A rung
  /// doorbell has a wake on its way, which asks instead, so one ask at most is pending.
  @inline(__always)
  static func scanAsksForFrame(found: Bool, claim: () -> Bool) -> Bool {
    found && claim()
  }
}
