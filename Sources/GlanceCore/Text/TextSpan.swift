/// A run of text in one style: the unit styled lines are built from.
public struct TextSpan: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The characters.
  public var text: String
  /// How they look.
  public var style: Style

  /// Creates a span.
  public init(_ text: String, style: Style = .normal) {
    self.text = text
    self.style = style
  }

  /// A normal-style span from a literal (interpolation allowed).
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Width in columns (see ``Swift/String/columns``). Walks the whole text: for a span that may
  /// be long, use ``Swift/String/columns(upTo:)``.
  public var width: Int { text.columns }
}
