// Public: the type of `Glyphs.border`; a custom Widget draws boxes with it.
/// The six characters that draw a box.
public struct BorderGlyphs: Hashable, Sendable {
  /// Top and bottom edges.
  public var horizontal: Character
  /// Left and right edges.
  public var vertical: Character
  /// Top-left corner.
  public var topLeft: Character
  /// Top-right corner.
  public var topRight: Character
  /// Bottom-left corner.
  public var bottomLeft: Character
  /// Bottom-right corner.
  public var bottomRight: Character
}
