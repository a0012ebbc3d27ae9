/// Character attributes a terminal can show without colour.
///
/// A set, so attributes combine: `[.bold, .underline]`.
struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The raw bits; one per attribute.
  let rawValue: UInt8

  /// Creates a set from its raw bits.
  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Heavier or brighter text.
  static let bold = TextAttributes(rawValue: 1 << 0)
  /// Fainter text.
  static let dim = TextAttributes(rawValue: 1 << 1)
  /// Foreground and background swapped.
  static let reverse = TextAttributes(rawValue: 1 << 2)
  /// Underlined text.
  static let underline = TextAttributes(rawValue: 1 << 3)
}
