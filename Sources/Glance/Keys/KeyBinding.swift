import GlanceCore

/// Keys bound to one main-actor action.
struct KeyBinding {
  /// The keys that run the action.
  var keys: [Key]
  /// What to do; it gets the key that was pressed.
  var action: @MainActor (Key) -> Void
}
