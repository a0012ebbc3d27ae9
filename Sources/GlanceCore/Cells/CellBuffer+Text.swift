/// The buffer as text: for tests, golden files and the headless mode's output.
extension CellBuffer {
  /// The characters of each row, with trailing spaces trimmed; a wide character appears once
  /// (its continuation cell adds nothing). Every scalar of a cell is kept, also joined ones that
  /// start a grapheme cluster of their own (see ``Cell/character``): the row reads as a
  /// terminal draws it.
  public func lines() -> [String] {
    rows { cell, line in
      guard !cell.isContinuation else { return }
      cell.forEachScalar { line.unicodeScalars.append($0) }
    }
  }

  /// All rows joined by newlines, trailing spaces trimmed per row: the screen as plain text.
  public var text: String { lines().joined(separator: "\n") }

  /// Each row as a string of one character per cell, chosen by `character` (a cell for which
  /// it gives `nil` adds nothing), trimmed of spaces.
  package func rowStrings(_ character: (Cell) -> Character?) -> [String] {
    rows { cell, line in
      if let shown = character(cell) { line.append(shown) }
    }
  }

  /// Each row as the string `append` builds from its cells, left to right, trimmed of spaces.
  private func rows(_ append: (Cell, inout String) -> Void) -> [String] {
    (0..<height).map { row in
      var line = String()
      line.reserveCapacity(width)
      for column in 0..<width { append(self[x: column, y: row], &line) }
      return trimTrailing(line, " ")
    }
  }

  /// `line` without any trailing `padding` scalars. Scalars, not characters: a space after a
  /// cell whose character joins what follows it (U+0600, a prepended mark) is padding too, as
  /// it is for a terminal and for the web page.
  package func trimTrailing(_ line: String, _ padding: Unicode.Scalar) -> String {
    var trimmed = Substring(line).unicodeScalars
    while trimmed.last == padding {
      trimmed.removeLast()
    }
    return String(trimmed)
  }
}
