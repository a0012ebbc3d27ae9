/// The buffer as text: for tests, golden files and the headless mode's output.
extension CellBuffer {
  /// The characters of each row, with trailing spaces trimmed.
  public func lines() -> [String] {
    rowStrings { $0.character }
  }

  /// All rows joined by newlines, trailing spaces trimmed per row: the screen as plain text.
  public var text: String { lines().joined(separator: "\n") }

  /// Each row as a string of one character per cell, chosen by `character`, trimmed of spaces.
  public func rowStrings(_ character: (Cell) -> Character) -> [String] {
    (0..<height).map { row in
      var line = String()
      line.reserveCapacity(width)
      for column in 0..<width {
        line.append(character(self[x: column, y: row]))
      }
      return trimTrailing(line, " ")
    }
  }

  /// `line` without any trailing `padding` characters.
  public func trimTrailing(_ line: String, _ padding: Character) -> String {
    var trimmed = Substring(line)
    while trimmed.last == padding {
      trimmed.removeLast()
    }
    return String(trimmed)
  }
}
