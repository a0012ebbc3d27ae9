/// Replaces the non-ASCII characters that panels use in their text (middle dots, ellipses, dashes,
/// multiplication signs, micro signs, block and box characters) with ASCII look-alikes, so that
/// `--ascii` and non-UTF-8 terminals show readable text instead of blanks or mojibake.
enum ASCIIFallback {
  private static let table: [Character: Character] = [
    "·": "-", "…": "~", "—": "-", "–": "-", "×": "x", "µ": "u", "•": "*", "°": "o",
    "←": "<", "→": ">", "↑": "^", "↓": "v", "‘": "'", "’": "'", "“": "\"", "”": "\"",
  ]

  /// The ASCII stand-in for `character`: itself when already ASCII, a look-alike when there is
  /// one, `?` otherwise.
  static func character(for character: Character) -> Character {
    if character.isASCII { return character }
    return table[character] ?? "?"
  }
}

extension CellBuffer {
  /// Every non-ASCII character replaced by its ``ASCIIFallback`` stand-in; styles are kept.
  func asciiOnly() -> CellBuffer {
    var copy = self
    for y in 0..<height {
      for x in 0..<width {
        let cell = self[x: x, y: y]
        guard !cell.character.isASCII else { continue }
        copy[x: x, y: y] = Cell(ASCIIFallback.character(for: cell.character), style: cell.style)
      }
    }
    return copy
  }
}
