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
struct BigDigitFont: Sendable {
  /// Rows of every glyph.
  let height: Int
  /// Each supported character's rows (``height`` of them), all of the same width.
  let glyphs: [Character: [String]]
  /// The same rows as scalars, indexed by the character's ASCII code: what drawing looks up,
  /// since hashing a `Character` and walking grapheme clusters cost more than the drawing.
  private let scalarGlyphs: [[[Unicode.Scalar]]?]

  init(height: Int, glyphs: [Character: [String]]) {
    self.height = height
    self.glyphs = glyphs
    var table = [[[Unicode.Scalar]]?](repeating: nil, count: 128)
    for (character, rows) in glyphs {
      guard let code = character.asciiValue else { continue }
      table[Int(code)] = rows.map { Array($0.unicodeScalars) }
    }
    scalarGlyphs = table
  }

  /// The font drawn with half-block characters, two rows high.
  static let unicode = BigDigitFont(
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
  static let ascii = BigDigitFont(
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
  static func matching(_ glyphs: Glyphs) -> BigDigitFont {
    glyphs.isASCII ? .ascii : .unicode
  }

  /// The rows of the glyph for the ASCII character `byte` (``height`` rows of scalars, one per
  /// column), or `nil` when the font has none.
  func glyph(ascii byte: UInt8) -> [[Unicode.Scalar]]? {
    byte < 128 ? scalarGlyphs[Int(byte)] : nil
  }

  /// How many columns `text` takes, one blank column between glyphs, or `nil` if some character
  /// has no glyph.
  func width(of text: String) -> Int? {
    var width = 0
    for byte in text.utf8 {
      guard byte < 128, let glyph = scalarGlyphs[Int(byte)] else { return nil }
      width += (width > 0 ? 1 : 0) + (glyph.first?.count ?? 0)
    }
    return width
  }
}
