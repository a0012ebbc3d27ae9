/// Writing text given as scalars, cell by cell through a `ColumnScanner`: the path for
/// anything beyond the characters frames are mostly made of.
extension CellBuffer {
  /// ``write(_:x:y:style:maxWidth:)`` for text given as scalars, read through a
  /// `ColumnScanner`: pulls only the scalars of the columns it writes (and those joined to
  /// them).
  @discardableResult
  mutating func write<Scalars: IteratorProtocol<Unicode.Scalar>>(
    scalars: Scalars, x: Int, y: Int, style: Style = .normal, maxWidth: Int? = nil
  ) -> Int {
    write(scalars: scalars, x: x, y: y, style: style, maxWidth: maxWidth, within: 0..<width)
  }

  /// The scalar write into the columns `window` (inside `0..<width`) only.
  mutating func write<Scalars: IteratorProtocol<Unicode.Scalar>>(
    scalars: Scalars, x: Int, y: Int, style: Style, maxWidth: Int?, within window: Range<Int>
  ) -> Int {
    let limit = columnLimit(x: x, maxWidth: maxWidth, end: window.upperBound)
    guard limit > 0 else { return 0 }
    let rowVisible = y >= 0 && y < height
    var scanner = ColumnScanner(scalars)
    var advanced = 0
    while advanced < limit, var cell = scanner.next() {
      let columns = cell.width
      guard advanced + columns <= limit else { break }
      let column = x + advanced
      if rowVisible {
        cell.style = style
        if column >= window.lowerBound {
          store(cell, x: column, y: y)
        } else if column + columns > window.lowerBound {
          // A wide character cut by the window's left edge: its right half shows as a space.
          store(Cell(singleColumn: " ", style: style), x: window.lowerBound, y: y)
        }
      }
      advanced += columns
    }
    return advanced
  }
}
