import GlanceCore

/// Keys bound to one action, run on the main actor. The action is a plain closure (not
/// `@Sendable`): the board, on the main actor, keeps it and calls it, so a program may pass a
/// closure it stored or a table of them.
struct KeyBinding {
  /// The keys that run the action.
  var keys: [Key]
  /// What to do; it gets the key that was pressed.
  var action: (Key) -> Void
}
