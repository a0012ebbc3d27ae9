/// A key and what it does, as shown in the footer and the help overlay.
public struct KeyHint: Hashable, Sendable {
  /// The key as the user should read it: `q`, `Tab`, `Space`, `1-9`.
  public var key: String
  /// What pressing it does: `quit`, `pause`.
  public var label: String

  /// Creates a hint.
  public init(_ key: String, _ label: String) {
    self.key = key
    self.label = label
  }
}
