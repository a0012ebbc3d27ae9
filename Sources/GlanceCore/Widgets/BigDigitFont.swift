/// Characters several rows high for ``BigNumberWidget``: digits, `-`, `.`, `,` and space.
///
/// The UTF-8 font is two rows of half blocks (each cell holds two "pixels" one above the other,
/// so a digit is three pixels wide and four high); the ASCII font is the familiar seven-segment
/// shape made of `_` and `|`, three rows high. Glyphs are 3 columns wide except `.` and `,` (1)
/// and space (2), with one blank column between glyphs.
///
/// The UTF-8 font is built for cheap updates as much as for looks: every stroke is one of three
/// characters (`▀ ▄ █`), so digits share many cells, and two rows mean two cursor moves, which
/// keeps the bytes sent for a new value small.
///
/// A class, immutable: a frame takes the font it draws with by one reference, not by copying a
/// dictionary and three arrays (five reference counts touched on a cold cache).
public final class BigDigitFont: Sendable {
  /// Rows of every glyph.
  public let height: Int
  /// Each supported character's rows (``height`` of them), all of the same width.
  public let glyphs: [Character: [String]]
  /// The same rows as scalars in one flat table, which is what drawing reads: a frame touches
  /// a few cache lines of it rather than an array per row of every glyph, and never hashes a
  /// `Character`. Glyph `code`'s row `r` is the ``width(ascii:)`` scalars from
  /// `starts[code] + r * width`.
  private let strokes: [Unicode.Scalar]
  /// Where each ASCII code's glyph starts in ``strokes`` (-1 when the font has none).
  private let starts: [Int]
  /// Each ASCII code's glyph width (0 when the font has none).
  private let widths: [Int]

  /// A font from its rows of glyph strokes.
  public init(height: Int, glyphs: [Character: [String]]) {
    self.height = height
    self.glyphs = glyphs
    var strokes: [Unicode.Scalar] = []
    var starts = [Int](repeating: -1, count: 128)
    var widths = [Int](repeating: 0, count: 128)
    for (character, rows) in glyphs.sorted(by: { $0.key < $1.key }) {
      guard let code = character.asciiValue, let first = rows.first else { continue }
      starts[Int(code)] = strokes.count
      widths[Int(code)] = first.unicodeScalars.count
      for row in rows { strokes += row.unicodeScalars }
    }
    (self.strokes, self.starts, self.widths) = (strokes, starts, widths)
  }

  /// The font drawn with half-block characters, two rows high.
  public static let unicode = BigDigitFont(
    height: 2,
    glyphs: [
      "0": ["█▀█", "█▄█"],
      "1": ["▀█ ", "▄█▄"],
      "2": ["▀▀█", "█▄▄"],
      "3": ["▀▀█", "▄▄█"],
      "4": ["█ █", "▀▀█"],
      "5": ["█▀▀", "▄▄█"],
      "6": ["█▄▄", "█▄█"],
      "7": ["▀▀█", "  █"],
      "8": ["█▀█", "███"],
      "9": ["█▀█", "▀▀█"],
      "-": ["   ", "▀▀▀"],
      ".": [" ", "▄"],
      ",": [" ", "▌"],
      " ": ["  ", "  "],
    ])

  /// The seven-segment font in ASCII, three rows high.
  public static let ascii = BigDigitFont(
    height: 3,
    glyphs: [
      "0": [" _ ", "| |", "|_|"],
      "1": ["   ", "  |", "  |"],
      "2": [" _ ", " _|", "|_ "],
      "3": [" _ ", " _|", " _|"],
      "4": ["   ", "|_|", "  |"],
      "5": [" _ ", "|_ ", " _|"],
      "6": [" _ ", "|_ ", "|_|"],
      "7": [" _ ", "  |", "  |"],
      "8": [" _ ", "|_|", "|_|"],
      "9": [" _ ", "|_|", " _|"],
      "-": ["   ", " _ ", "   "],
      ".": [" ", " ", "."],
      ",": [" ", " ", ","],
      " ": ["  ", "  ", "  "],
    ])

  /// The font matching a glyph set.
  public static func matching(_ glyphs: Glyphs) -> BigDigitFont {
    glyphs.isASCII ? .ascii : .unicode
  }

  /// The width of the glyph for the ASCII character `byte`, or `nil` when the font has none.
  public func width(ascii byte: UInt8) -> Int? {
    byte < 128 && starts[Int(byte)] >= 0 ? widths[Int(byte)] : nil
  }

  /// The scalar at `row`, `column` of the glyph for `byte`, which the font must have.
  package func stroke(ascii byte: UInt8, row: Int, column: Int) -> Unicode.Scalar {
    strokes[starts[Int(byte)] + row * widths[Int(byte)] + column]
  }

  /// How many columns `text` takes, one blank column between glyphs, or `nil` if some character
  /// has no glyph.
  public func width(of text: BigNumberWidget.Content) -> Int? {
    width(of: text, limit: .max)
  }

  /// How many columns `text` takes, or `nil` if some character has no glyph. Reading stops
  /// once the text is wider than `limit` (the answer is then some width above `limit`), so a
  /// long text costs no more than `limit` columns.
  func width(of text: BigNumberWidget.Content, limit: Int) -> Int? {
    switch text {
    case .integer:
      var width = 0
      text.forEachByte { byte in width += (width > 0 ? 1 : 0) + (self.width(ascii: byte) ?? 0) }
      return width
    case .text(let string):
      var width = 0
      for byte in string.utf8 {
        guard let glyphWidth = self.width(ascii: byte) else { return nil }
        width += (width > 0 ? 1 : 0) + glyphWidth
        if width > limit { return width }
      }
      return width
    }
  }
}
