/// Character attributes a terminal can show without colour.
///
/// A set, so attributes combine: `[.bold, .underline]`.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The raw bits; one per attribute.
  public let rawValue: UInt8

  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Heavier or brighter text.
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Fainter text.
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Foreground and background swapped.
  public static let reverse = TextAttributes(rawValue: 1 << 2)
  // Public: one of the attributes a Style combines, beside `bold` and `reverse`.
  /// Underlined text.
  public static let underline = TextAttributes(rawValue: 1 << 3)
}
