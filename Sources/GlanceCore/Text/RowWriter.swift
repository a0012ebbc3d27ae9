/// Writes one row of text left to right straight into a ``CellBuffer``: labels, integers and
/// decimals go in cell by cell, with no string or line built first. The panels that are redrawn
/// on most frames (numbers, hand-off) use it instead of ``TextLine``s, whose strings and arrays
/// cost more than the drawing.
///
/// The row is cut as ``TextLine/truncated(toWidth:ellipsis:)`` cuts a line drawn by a
/// ``TextWidget``: when the text runs past the area, the last column shows the ellipsis, in the
/// style of the text it replaces.
public struct RowWriter {
  private let y: Int
  private let start: Int
  private let end: Int
  /// The column the next character goes to.
  public private(set) var x: Int
  private var overflowed = false

  /// How many columns have been written (or would have been, past the area).
  public var columns: Int { x - start }

  /// A writer for row `row` of `area` (clipped to `buffer`'s area), starting at the area's left
  /// edge.
  public init(row: Int, of area: Rect, in buffer: ClippedBuffer) {
    let visible = area.intersection(buffer.area)
    y = row >= 0 && row < visible.height ? visible.y + row : -1
    start = visible.x
    x = start
    end = visible.maxX
  }

  /// Writes one character known to be one column wide on its own
  /// (``ColumnWidth/isCommonSingleColumn(_:)``).
  public mutating func put(
    _ scalar: Unicode.Scalar, _ style: Style, into buffer: inout ClippedBuffer
  ) {
    if x < end {
      // Inside the view's area by construction: stored without the view's checks.
      if y >= 0 { buffer.buffer.store(Cell(singleColumn: scalar, style: style), x: x, y: y) }
    } else {
      overflowed = true
    }
    x += 1
  }

  /// Writes `text` as ``CellBuffer/write(_:x:y:style:maxWidth:)`` reads it: a wide character
  /// takes two columns, and one that would cross the area's edge is not written.
  ///
  /// Reading stops one character past the area (enough to know the row overflowed), so a long
  /// string costs the columns shown, not its length; ``x`` then stands one past the last column
  /// written.
  public mutating func text(_ text: String, _ style: Style, into buffer: inout ClippedBuffer) {
    guard !overflowed else { return }
    // Labels and figures: scalars that are one column each, checked no further than needed.
    if String.startsWithCommonScalars(text.unicodeScalars, columns: max(0, end - x) + 1) {
      for scalar in text.unicodeScalars {
        put(scalar, style, into: &buffer)
        if overflowed { return }
      }
      return
    }
    var scanner = text.columnScanner
    while var cell = scanner.next() {
      guard x + cell.width <= end else {
        overflowed = true
        x += 1
        return
      }
      cell.style = style
      if y >= 0 { buffer.buffer.store(cell, x: x, y: y) }
      x += cell.width
    }
  }

  /// Writes a fixed label of printable ASCII: walks its bytes, with none of the string machinery
  /// that ``text(_:_:into:)`` needs for arbitrary text (a frame drawn after the thread slept
  /// pays for every piece of code it runs).
  public mutating func label(
    _ label: StaticString, _ style: Style, into buffer: inout ClippedBuffer
  ) {
    label.withUTF8Buffer { bytes in
      for byte in bytes {
        assert(byte >= 0x20 && byte < 0x7F, "a label must be printable ASCII")
        put(Unicode.Scalar(byte), style, into: &buffer)
      }
    }
  }

  /// Writes `count` spaces.
  public mutating func spaces(_ count: Int, _ style: Style, into buffer: inout ClippedBuffer) {
    for _ in 0..<max(0, count) { put(" ", style, into: &buffer) }
  }

  /// Writes `value` in decimal, with a leading `-` when negative.
  public mutating func integer(_ value: Int, _ style: Style, into buffer: inout ClippedBuffer) {
    if value < 0 { put("-", style, into: &buffer) }
    digits(value.magnitude, style, into: &buffer)
  }

  /// Writes `value`'s decimal digits.
  public mutating func digits(_ value: UInt, _ style: Style, into buffer: inout ClippedBuffer) {
    DecimalText.forEachDigit(of: value) { put(Unicode.Scalar($0), style, into: &buffer) }
  }

  /// Writes `numerator / denominator` with one decimal, as ``DecimalText/tenths(_:over:)``.
  public mutating func tenths(
    _ numerator: Int, over denominator: Int, _ style: Style, into buffer: inout ClippedBuffer
  ) {
    let quotient = DecimalText.Tenths(numerator, over: denominator)
    if quotient.isNegative { put("-", style, into: &buffer) }
    digits(quotient.whole, style, into: &buffer)
    put(".", style, into: &buffer)
    digits(quotient.tenth, style, into: &buffer)
  }

  /// Ends the row: if anything fell past the area, its last column becomes `ellipsis` (when
  /// that column is the right half of a wide character, the ellipsis takes the character's
  /// place and its right half is blank).
  public func finish(into buffer: inout ClippedBuffer, ellipsis: Character) {
    guard overflowed, end > start else { return }
    var column = end - 1
    if buffer[x: column, y: y].isContinuation, column > start { column -= 1 }
    let last = buffer[x: column, y: y]
    buffer[x: column, y: y] = Cell(ellipsis, style: last.style)
  }
}

/// One row of text written with a ``RowWriter``.
extension ClippedBuffer {
  /// Writes `text` on the first row of `rect`, its last column replaced by `ellipsis` when the
  /// text runs past it: a ``RowWriter``'s ``RowWriter/text(_:_:into:)`` then
  /// ``RowWriter/finish(into:ellipsis:)``.
  mutating func write(_ text: String, _ style: Style, in rect: Rect, ellipsis: Character) {
    guard rect.width > 0 else { return }
    var writer = RowWriter(row: 0, of: rect, in: self)
    writer.text(text, style, into: &self)
    writer.finish(into: &self, ellipsis: ellipsis)
  }
}
