/// The six characters that draw a box.
struct BorderGlyphs: Hashable, Sendable {
  /// Top and bottom edges.
  var horizontal: Character
  /// Left and right edges.
  var vertical: Character
  /// Top-left corner.
  var topLeft: Character
  /// Top-right corner.
  var topRight: Character
  /// Bottom-left corner.
  var bottomLeft: Character
  /// Bottom-right corner.
  var bottomRight: Character
}
