/// A run of text in one style: the unit styled lines are built from.
struct TextSpan: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The characters.
  var text: String
  /// How they look.
  var style: Style

  /// Creates a span.
  init(_ text: String, style: Style = .normal) {
    self.text = text
    self.style = style
  }

  /// A normal-style span from a literal (interpolation allowed).
  init(stringLiteral value: String) {
    self.init(value)
  }

  /// Width in columns (one per character; see ``Cell``).
  var width: Int { text.count }
}
