/// The characters widgets draw with, in a UTF-8 set and an ASCII fallback.
///
/// Use ``Glyphs/unicode`` under a UTF-8 locale and ``Glyphs/ascii`` for `--ascii` or any other
/// locale (where box and block characters come out as `lqqk` or blanks). Widgets never hard-code
/// a drawing character; they ask the context's glyph set.
public struct Glyphs: Hashable, Sendable {
  /// Whether this is the ASCII-only set.
  public var isASCII: Bool
  /// Box for an unfocused panel.
  public var border: BorderGlyphs
  /// Box for the focused panel; it must differ from ``border`` so focus shows without colour.
  public var focusBorder: BorderGlyphs
  /// Sparkline levels from lowest to highest (a non-empty array).
  public let sparkline: [Character]
  /// Marks text cut short.
  public var ellipsis: Character
  /// Separates items in a row, such as footer hints and messages.
  public var separator: Character
  /// ``sparkline`` as the scalars of its cells (a level that is not one column wide shows as
  /// ``Cell/replacement``), worked out once so that drawing a sparkline does no character work.
  package let sparklineScalars: [Unicode.Scalar]
  /// The characters of charts (bars, gauges, line charts).
  public var chart: ChartGlyphs

  /// A glyph set; `sparkline` must not be empty. `chart` defaults to ``ChartGlyphs/ascii``
  /// or ``ChartGlyphs/unicode`` by `isASCII`.
  public init(
    isASCII: Bool, border: BorderGlyphs, focusBorder: BorderGlyphs, sparkline: [Character],
    ellipsis: Character, separator: Character, chart: ChartGlyphs? = nil
  ) {
    self.isASCII = isASCII
    self.border = border
    self.focusBorder = focusBorder
    self.sparkline = sparkline
    self.ellipsis = ellipsis
    self.separator = separator
    sparklineScalars = sparkline.map { Cell.oneColumnScalar($0) }
    self.chart = chart ?? (isASCII ? .ascii : .unicode)
  }

  /// Box drawing, block elements and `…`; focus uses the heavy box.
  public static let unicode = Glyphs(
    isASCII: false,
    border: BorderGlyphs(
      horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
      bottomRight: "┘"),
    focusBorder: BorderGlyphs(
      horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗",
      bottomRight: "┛"),
    sparkline: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"],
    ellipsis: "…", separator: "│")

  /// Printable ASCII only; focus uses `#` corners and `=` edges.
  public static let ascii = Glyphs(
    isASCII: true,
    border: BorderGlyphs(
      horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
      bottomRight: "+"),
    focusBorder: BorderGlyphs(
      horizontal: "=", vertical: "|", topLeft: "#", topRight: "#", bottomLeft: "#",
      bottomRight: "#"),
    sparkline: [".", ":", "-", "=", "+", "*", "#", "%", "@"],
    ellipsis: "~", separator: "|")

  /// The ASCII set when `ascii` is true, otherwise the UTF-8 set.
  package static func forASCII(_ ascii: Bool) -> Glyphs {
    ascii ? .ascii : .unicode
  }

  /// The box for a panel with or without focus.
  public func border(focused: Bool) -> BorderGlyphs {
    focused ? focusBorder : border
  }
}
