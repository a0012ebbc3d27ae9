@testable import GlanceCore

extension CellBuffer {
  /// One code character per cell naming its role (see ``ColorRole/code``), rows trimmed of
  /// trailing `.` (normal): a compact picture of the colours, for golden files.
  package func roleMapLines() -> [String] {
    rowStrings { $0.style.role.code }.map { trimTrailing($0, ".") }
  }

  /// One hexadecimal digit per cell giving its attribute bits (bold 1, dim 2, reverse 4,
  /// underline 8), a space where there are none; rows trimmed of trailing spaces.
  package func attributeMapLines() -> [String] {
    let digits = Array("0123456789abcdef")
    return rowStrings { cell in
      let bits = Int(cell.style.attributes.rawValue & 0xF)
      return bits == 0 ? " " : digits[bits]
    }
  }
}

extension ColorRole {
  /// A one-character name for the role, used in the style maps of golden files.
  ///
  /// `.` normal, `T` title, `b` border, `F` focus border, `A` accent, `+` positive,
  /// `-` negative, `m` muted, `H` highlight, `W` warning, `K` footer key.
  package var code: Character {
    switch self {
    case .normal: "."
    case .title: "T"
    case .border: "b"
    case .focusBorder: "F"
    case .accent: "A"
    case .positive: "+"
    case .negative: "-"
    case .muted: "m"
    case .highlight: "H"
    case .warning: "W"
    case .footerKey: "K"
    }
  }
}
