/// What widgets need to know about the output, besides where to draw: the glyph set and
/// whether colour is on.
///
/// Widgets always assign semantic roles; the backend decides how roles look (see
/// ``Style/effectiveAttributes(colorEnabled:)``). `colorEnabled` is here for widgets that want to
/// add a cue colour would otherwise carry.
public struct RenderContext: Hashable, Sendable {
  /// The characters to draw with.
  public var glyphs: Glyphs
  /// Whether the backend shows colours (`false` under `--no-color`, `NO_COLOR`, or a terminal
  /// without colours).
  public var colorEnabled: Bool

  /// Creates a context from a glyph set and the colour flag.
  public init(glyphs: Glyphs = .unicode, colorEnabled: Bool = true) {
    self.glyphs = glyphs
    self.colorEnabled = colorEnabled
  }

  /// Creates a context from the two command-line style flags.
  public init(ascii: Bool, color: Bool) {
    self.init(glyphs: .forASCII(ascii), colorEnabled: color)
  }

  /// UTF-8 glyphs with colour: the normal case.
  public static let standard = RenderContext()
  /// ASCII glyphs without colour: the most conservative output.
  public static let plain = RenderContext(glyphs: .ascii, colorEnabled: false)
}
