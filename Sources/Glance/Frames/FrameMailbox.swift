import ObserverModel

/// What a binding's writers fill on their own threads and the frame takes: the board's one
/// mailbox type. `Contents` is the binding's own record of what happened since the last take
/// (the latest value, a bounded ring of waves, a count, every-value aggregates); a write changes
/// it under a short lock and never waits for the screen.
///
/// The write that finds the mailbox empty rings the board's ``FrameDoorbell`` and stamps the
/// time; later writes before the take only change the contents. ``take()`` hands the contents to
/// the main actor and leaves the mailbox empty, so memory is what `Contents` holds, never a queue.
/// Package-wide, with `Panel.bindMailbox(_:empty:show:)`, for the kit's bindings in targets of
/// their own (GlanceLogging's log records, GlanceMetrics' metrics).
package final class FrameMailbox<Contents: Sendable>: Sendable {
  private let state: Lock<MailboxState<Contents>>
  /// What the mailbox holds after a take.
  private let empty: Contents
  private let doorbell: FrameDoorbell

  /// An empty mailbox (`empty`) that rings `doorbell`.
  init(_ empty: Contents, doorbell: FrameDoorbell) {
    self.empty = empty
    self.doorbell = doorbell
    state = Lock(MailboxState(contents: empty))
  }

  /// Changes the contents with `write`, on the writer's thread. `write` runs under the
  /// mailbox's lock: it must only record (no waiting, no call out).
  package func fill(_ write: (inout Contents) -> Void) {
    let rings = state.withLock { $0.record(write, now: doorbell.time.now) }
    if rings { doorbell.ring() }
  }

  /// The contents written since the last take, and when the first of those writes was made,
  /// leaving the mailbox empty; `nil` when nothing was written.
  package func take() -> (contents: Contents, filledAt: Duration)? {
    state.withLock { $0.take(leaving: empty) }
  }

  /// Whether writes wait to be taken.
  var isFilled: Bool { state.withLock { $0.isFilled } }

  /// Writes since the binding started (for the hand-off panel).
  var writes: Int { state.withLock { $0.writes } }
}
