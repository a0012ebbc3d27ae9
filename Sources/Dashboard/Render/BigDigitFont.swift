/// Three-row-high characters for ``BigNumberWidget``: digits, `-`, `.`, `,` and space.
///
/// The UTF-8 font draws with light box-drawing strokes; the ASCII font is the familiar
/// seven-segment shape made of `_` and `|`. Glyphs are 3 columns wide except `.` and `,` (1)
/// and space (2); ``rows(for:)`` puts one blank column between glyphs.
struct BigDigitFont: Sendable {
  /// Rows of every glyph.
  static let height = 3

  /// Each supported character's three rows, all of the same width.
  let glyphs: [Character: [String]]

  /// The font drawn with box-drawing characters.
  static let unicode = BigDigitFont(glyphs: [
    "0": ["┌─┐", "│ │", "└─┘"],
    "1": ["╶┐ ", " │ ", "╶┴╴"],
    "2": ["╶─┐", "┌─┘", "└─╴"],
    "3": ["╶─┐", " ─┤", "╶─┘"],
    "4": ["╷ ╷", "└─┤", "  ╵"],
    "5": ["┌─╴", "└─┐", "╶─┘"],
    "6": ["┌─╴", "├─┐", "└─┘"],
    "7": ["╶─┐", "  │", "  ╵"],
    "8": ["┌─┐", "├─┤", "└─┘"],
    "9": ["┌─┐", "└─┤", "╶─┘"],
    "-": ["   ", "╶─╴", "   "],
    ".": [" ", " ", "."],
    ",": [" ", " ", ","],
    " ": ["  ", "  ", "  "],
  ])

  /// The seven-segment font in ASCII.
  static let ascii = BigDigitFont(glyphs: [
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

  /// The three rows spelling `text`, or `nil` if some character has no big glyph.
  func rows(for text: String) -> [String]? {
    var rows = [String](repeating: "", count: Self.height)
    for (index, character) in text.enumerated() {
      guard let glyph = glyphs[character] else { return nil }
      for row in 0..<Self.height {
        if index > 0 { rows[row].append(" ") }
        rows[row].append(glyph[row])
      }
    }
    return rows
  }
}
