/// How one cell looks: a semantic colour role plus attributes.
///
/// Styles are small values, compared cell by cell when frames are diffed.
public struct Style: Hashable, Sendable {
  /// The meaning of the text, which the backend turns into a colour pair.
  public var role: ColorRole
  /// Attributes drawn on top of the role's colour.
  public var attributes: TextAttributes

  /// Creates a style from a role and attributes (none by default).
  public init(_ role: ColorRole = .normal, _ attributes: TextAttributes = []) {
    self.role = role
    self.attributes = attributes
  }

  /// Whether two styles are the same, compared as raw bytes: the synthesized comparison went
  /// through `OptionSet`'s generic `==`, a protocol call per cell of every frame diff.
  @inline(__always)
  public static func == (lhs: Style, rhs: Style) -> Bool {
    lhs.role.rawValue == rhs.role.rawValue && lhs.attributes.rawValue == rhs.attributes.rawValue
  }

  /// Plain text: the default role, no attributes.
  public static let normal = Style()

  /// This style with `bold` added.
  public var bold: Style { adding(.bold) }
  /// This style with `dim` added.
  public var dim: Style { adding(.dim) }
  /// This style with `reverse` added.
  public var reversed: Style { adding(.reverse) }
  // Public: one of the text attributes a custom Widget styles with, beside `bold` and `reversed`.
  /// This style with `underline` added.
  public var underlined: Style { adding(.underline) }

  /// Returns this style with `extra` attributes added.
  public func adding(_ extra: TextAttributes) -> Style {
    Style(role, attributes.union(extra))
  }

  /// Attributes that stand in for the role's colour when colour is off.
  ///
  /// Roles that carry meaning (a focused border, a selected row, a key name, a warning) stay
  /// distinguishable in monochrome; purely decorative roles add nothing.
  package var monochromeAttributes: TextAttributes {
    switch role {
    case .normal, .border, .positive: []
    case .title, .focusBorder, .accent, .negative, .warning: .bold
    case .muted: .dim
    case .highlight, .footerKey: .reverse
    }
  }

  /// The attributes a backend should apply: the explicit ones, plus the role's monochrome
  /// stand-ins when colour is off.
  public func effectiveAttributes(colorEnabled: Bool) -> TextAttributes {
    colorEnabled ? attributes : attributes.union(monochromeAttributes)
  }
}
