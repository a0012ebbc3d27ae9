/// What widgets need to know about the output, besides where to draw: the glyph set and
/// whether colour is on.
///
/// Widgets always assign semantic roles; the backend decides how roles look (see
/// ``Style/effectiveAttributes(colorEnabled:)``). `colorEnabled` is here for widgets that want to
/// add a cue colour would otherwise carry.
struct RenderContext: Hashable, Sendable {
  /// The characters to draw with.
  var glyphs: Glyphs
  /// Whether the backend shows colours (`false` under `--no-color`, `NO_COLOR`, or a terminal
  /// without colours).
  var colorEnabled: Bool

  /// Creates a context from a glyph set and the colour flag.
  init(glyphs: Glyphs = .unicode, colorEnabled: Bool = true) {
    self.glyphs = glyphs
    self.colorEnabled = colorEnabled
  }

  /// Creates a context from the two command-line style flags.
  init(ascii: Bool, color: Bool) {
    self.init(glyphs: .forASCII(ascii), colorEnabled: color)
  }

  /// UTF-8 glyphs with colour: the normal case.
  static let standard = RenderContext()
  /// ASCII glyphs without colour: the most conservative output.
  static let plain = RenderContext(glyphs: .ascii, colorEnabled: false)
}
