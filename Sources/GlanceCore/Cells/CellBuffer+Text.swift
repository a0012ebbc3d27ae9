/// The buffer as text: for tests, golden files and the headless mode's output.
extension CellBuffer {
  /// The characters of each row, with trailing spaces trimmed; a wide character appears once
  /// (its continuation cell adds nothing).
  public func lines() -> [String] {
    rowStrings { $0.isContinuation ? nil : $0.character }
  }

  /// All rows joined by newlines, trailing spaces trimmed per row: the screen as plain text.
  public var text: String { lines().joined(separator: "\n") }

  /// Each row as a string of one character per cell, chosen by `character` (a cell for which
  /// it gives `nil` adds nothing), trimmed of spaces.
  package func rowStrings(_ character: (Cell) -> Character?) -> [String] {
    (0..<height).map { row in
      var line = String()
      line.reserveCapacity(width)
      for column in 0..<width {
        if let shown = character(self[x: column, y: row]) { line.append(shown) }
      }
      return trimTrailing(line, " ")
    }
  }

  /// `line` without any trailing `padding` characters.
  package func trimTrailing(_ line: String, _ padding: Character) -> String {
    var trimmed = Substring(line)
    while trimmed.last == padding {
      trimmed.removeLast()
    }
    return String(trimmed)
  }
}
