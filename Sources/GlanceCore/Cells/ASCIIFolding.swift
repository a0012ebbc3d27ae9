/// Folding a drawn frame to printable ASCII for `--ascii` and non-UTF-8 locales, so that text
/// which panels take from models or format themselves (`…` in a range, `–` for "none", `·`,
/// `×`, `µs`) never reaches such a terminal as bytes it would show as garbage.
extension CellBuffer {
  /// This buffer with every non-ASCII character replaced by its ASCII stand-in, styles kept.
  public func foldedToASCII() -> CellBuffer {
    var folded = self
    for y in 0..<height {
      for x in 0..<width {
        let cell = self[x: x, y: y]
        guard !cell.character.isASCII else { continue }
        folded[x: x, y: y] = Cell(cell.character.asciiStandIn, style: cell.style)
      }
    }
    return folded
  }
}

extension Character {
  /// A one-column ASCII character that reads like this one: `…` as `~` (the ASCII glyph set's
  /// ellipsis), dashes as `-`, `·` as `-`, `×` as `x`, `µ` as `u`, anything else as `?`.
  public var asciiStandIn: Character {
    switch self {
    case "…": "~"
    case "–", "—", "─", "·": "-"
    case "×": "x"
    case "µ": "u"
    default: isASCII ? self : Cell.replacement
    }
  }
}
