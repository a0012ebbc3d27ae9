/// A grid of ``Cell``s that widgets draw into and backends present: one frame of the screen.
///
/// A value type: copying a buffer snapshots the frame, which is how the previous frame is kept
/// for diffing. Every write clips to the grid, so drawing never crashes whatever the coordinates
/// or sizes — negative, zero or huge. Dimensions are clamped to `0...maxDimension`.
public struct CellBuffer: Hashable, Sendable {
  /// The largest width or height a buffer takes; larger requests are clamped.
  ///
  /// Far beyond any real terminal, and it keeps a nonsense size (say `Int.max`) from trying to
  /// allocate the universe.
  package static let maxDimension = 2048

  /// Number of columns.
  public private(set) var width: Int
  /// Number of rows.
  public private(set) var height: Int
  /// Row-major cells: the cell at (x, y) is at `y * width + x`.
  public internal(set) var cells: [Cell]

  /// Creates a buffer of `cell`s (blank by default; a wide character fills pairs of columns, as
  /// ``fill(_:with:)`` does); each dimension is clamped to `0...maxDimension`.
  public init(width: Int, height: Int, filling cell: Cell = .blank) {
    self.width = Swift.min(Swift.max(0, width), Self.maxDimension)
    self.height = Swift.min(Swift.max(0, height), Self.maxDimension)
    cells = Array(repeating: cell, count: self.width * self.height)
    if cell.width != 1 { fill(bounds, with: cell) }  // wide characters in whole pairs
  }

  /// Creates a buffer the size of `size`.
  public init(size: TerminalSize) {
    self.init(width: size.columns, height: size.rows)
  }

  /// Makes this a blank buffer the size of `size`, keeping its storage when it is large enough:
  /// what a frame composed from scratch starts from.
  public mutating func reset(to size: TerminalSize) {
    width = Swift.min(Swift.max(0, size.columns), Self.maxDimension)
    height = Swift.min(Swift.max(0, size.rows), Self.maxDimension)
    let count = width * height
    if cells.count == count {
      for index in cells.indices { cells[index] = .blank }
    } else {
      cells.removeAll(keepingCapacity: true)
      cells.append(contentsOf: repeatElement(.blank, count: count))
    }
  }

  /// Makes this buffer a copy of `other` in its own storage, which it keeps when the sizes
  /// match: copying a frame this way allocates nothing, where assigning and then changing the
  /// copy would.
  public mutating func copy(_ other: CellBuffer) {
    guard width == other.width, height == other.height else {
      (width, height) = (other.width, other.height)
      cells.removeAll(keepingCapacity: true)
      cells.append(contentsOf: other.cells)
      return
    }
    for index in cells.indices { cells[index] = other.cells[index] }
  }

  /// The buffer's size as a terminal size.
  public var size: TerminalSize { TerminalSize(columns: width, rows: height) }

  /// The whole buffer as a rectangle at the origin.
  public var bounds: Rect { Rect(width: width, height: height) }

  /// The cell at (`x`, `y`). Reading outside the grid gives ``Cell/blank``; writing outside it
  /// does nothing.
  ///
  /// Writing keeps wide characters whole: a wide cell also writes its continuation to the
  /// right (or becomes a space in the last column), and a wide character that the write cuts
  /// in half leaves a space in its other half.
  public subscript(x x: Int, y y: Int) -> Cell {
    get {
      guard let index = index(x: x, y: y) else { return .blank }
      return cells[index]
    }
    set {
      guard index(x: x, y: y) != nil else { return }
      store(newValue, x: x, y: y)
    }
  }

  /// The storage index of (`x`, `y`), or `nil` outside the grid.
  private func index(x: Int, y: Int) -> Int? {
    guard x >= 0, x < width, y >= 0, y < height else { return nil }
    return y * width + x
  }

  /// Writes `string` left to right from (`x`, `y`), all in `style`.
  ///
  /// At most `maxWidth` columns are used (unlimited when `nil`; nothing when zero or negative),
  /// and reading stops at the grid's right edge, so the work is bounded by the columns shown,
  /// never by the string's length (10 MB of text into a 40-column row reads about 40 columns).
  /// Wide characters (CJK, emoji) take two columns, and one that would not fit whole is not
  /// written; combining marks join the character before them; format characters (bidi
  /// controls, zero-width spaces) are dropped; control characters (ESC included) show as
  /// U+FFFD, so no escape sequence reaches the terminal. Characters left of the grid are dropped
  /// but still advance the position, so a string starting at a negative x shows its tail. No
  /// wrapping: a newline is just another control character.
  ///
  /// - Returns: the number of columns the string advanced before it ended, reached `maxWidth` or
  ///   reached the right edge, so writes chain: `x += buffer.write(…)`.
  @discardableResult
  public mutating func write(
    _ string: String, x: Int, y: Int, style: Style = .normal, maxWidth: Int? = nil
  ) -> Int {
    write(string, x: x, y: y, style: style, maxWidth: maxWidth, within: 0..<width)
  }

  /// ``write(_:x:y:style:maxWidth:)`` into the columns `window` (inside `0..<width`) only: what
  /// a ``ClippedBuffer`` writes through.
  mutating func write(
    _ string: String, x: Int, y: Int, style: Style, maxWidth: Int?, within window: Range<Int>
  ) -> Int {
    let limit = columnLimit(x: x, maxWidth: maxWidth, end: window.upperBound)
    guard limit > 0 else { return 0 }
    // Printable ASCII (most labels and figures): one byte is one character is one cell, so skip
    // scalar decoding and the width check.
    guard String.startsWithPrintableASCII(string.utf8, columns: limit) else {
      if String.startsWithCommonScalars(string.unicodeScalars, columns: limit) {
        return writeCommonScalars(string, x: x, y: y, style: style, limit: limit, within: window)
      }
      return write(
        scalars: string.unicodeScalars.makeIterator(), x: x, y: y, style: style,
        maxWidth: maxWidth, within: window)
    }
    let rowVisible = y >= 0 && y < height
    var column = x
    var advanced = 0
    for byte in string.utf8 {
      guard advanced < limit else { break }
      if rowVisible && column >= window.lowerBound {
        cells[y * width + column] = Cell(printableASCII: byte, style: style)
      }
      column += 1
      advanced += 1
    }
    if rowVisible { repairPairs(row: y, from: Swift.max(x, window.lowerBound), to: column) }
    return advanced
  }

  /// Writes the first `limit` scalars of `string`, which are all one column each on their own
  /// (``ColumnWidth/isCommonSingleColumn(_:)``): borders, blocks and signs skip the scanner.
  private mutating func writeCommonScalars(
    _ string: String, x: Int, y: Int, style: Style, limit: Int, within window: Range<Int>
  ) -> Int {
    let rowVisible = y >= 0 && y < height
    var column = x
    var advanced = 0
    for scalar in string.unicodeScalars {
      guard advanced < limit else { break }
      if rowVisible && column >= window.lowerBound {
        cells[y * width + column] = Cell(singleColumn: scalar, style: style)
      }
      column += 1
      advanced += 1
    }
    if rowVisible { repairPairs(row: y, from: Swift.max(x, window.lowerBound), to: column) }
    return advanced
  }

  /// The columns a write from column `x` may use: up to `maxWidth` and column `end`.
  func columnLimit(x: Int, maxWidth: Int?, end: Int) -> Int {
    let toEdge = x < end ? end.saturatingSubtract(x) : 0
    return Swift.min(maxWidth.map { Swift.max(0, $0) } ?? Int.max, toEdge)
  }
}
