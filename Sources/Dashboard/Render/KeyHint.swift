/// A key and what it does, as shown in the footer and the help overlay.
struct KeyHint: Hashable, Sendable {
  /// The key as the user should read it: `q`, `Tab`, `Space`, `1-9`.
  var key: String
  /// What pressing it does: `quit`, `pause`.
  var label: String

  /// Creates a hint.
  init(_ key: String, _ label: String) {
    self.key = key
    self.label = label
  }
}
