/// Folding a drawn frame to printable ASCII for `--ascii` and non-UTF-8 locales, so that text
/// which panels take from models or format themselves (`…` in a range, `–` for "none", `·`,
/// `×`, `µs`, names in any script) never reaches such a terminal as bytes it would show as
/// garbage.
extension CellBuffer {
  /// This buffer with every non-ASCII character replaced by its ASCII stand-in, styles kept.
  ///
  /// The layout stays the one UTF-8 output has: a wide character becomes `??` (its lead and
  /// its continuation each a `?`), and a character with marks joined to it becomes its base's
  /// stand-in (`e` + U+0301 becomes `e`).
  public func foldedToASCII() -> CellBuffer {
    var folded = self
    for index in cells.indices {
      let cell = cells[index]
      guard !cell.scalar.isASCII || cell.hasJoinedScalars || cell.width != 1 else { continue }
      let standIn = cell.isContinuation ? Cell.replacement : Character(cell.scalar).asciiStandIn
      // Stored as is, not through the subscript: the fold replaces both halves of a pair.
      folded.cells[index] = Cell(
        singleColumn: standIn.unicodeScalars.first ?? "?", style: cell.style)
    }
    return folded
  }
}

extension Character {
  /// A one-column ASCII character that reads like this one: `…` as `~` (the ASCII glyph set's
  /// ellipsis), dashes as `-`, `·` as `-`, `×` as `x`, `µ` as `u`, a Latin-1 letter as its
  /// base letter (`é` as `e`, `Ñ` as `N`, `ß` as `s`), anything else as `?`.
  package var asciiStandIn: Character {
    switch self {
    case "…": "~"
    case "–", "—", "─", "·": "-"
    case "×": "x"
    case "µ": "u"
    default: isASCII ? self : Self.latin1Letter(self) ?? Cell.replacement
    }
  }

  /// The base letters of U+00C0...U+00FF, in order (`×` and `÷` as `x` and `/`).
  private static let latin1Letters = Array(
    "AAAAAAACEEEEIIIIDNOOOOOxOUUUUYTsaaaaaaaceeeeiiiidnooooo/ouuuuyty")

  /// The base letter of `character` when it is one Latin-1 letter.
  private static func latin1Letter(_ character: Character) -> Character? {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let value = scalars.first?.value, value >= 0xC0, value <= 0xFF
    else { return nil }
    return latin1Letters[Int(value - 0xC0)]
  }
}
