/// A grid of braille dots, two columns by four rows per cell (the U+2800 block), on which a
/// line chart plots its series, remembering which series drew last in each cell.
struct BrailleCanvas {
  /// Cells across.
  let width: Int
  /// Cells down.
  let height: Int
  /// The dot bits of each cell, row-major.
  private var bits: [UInt8]
  /// The index of the series that last set a dot in each cell; -1 where none did.
  private(set) var owners: [Int]

  /// A blank canvas of `width` × `height` cells (negative sizes are zero).
  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    bits = Array(repeating: 0, count: self.width * self.height)
    owners = Array(repeating: -1, count: self.width * self.height)
  }

  /// Dots across: two per cell.
  var dotColumns: Int { width * 2 }
  /// Dots down: four per cell.
  var dotRows: Int { height * 4 }

  /// The bit of the dot at (`column`, `row`) within its cell, as the U+2800 block numbers them:
  /// dots 1–3 and 4–6 down the left and right columns, then 7 and 8 along the bottom.
  static func bit(column: Int, row: Int) -> UInt8 {
    switch (column, row) {
    case (0, 3): 0x40
    case (1, 3): 0x80
    case (0, _): 1 << UInt8(row)
    default: 8 << UInt8(row)
    }
  }

  /// Sets the dot at (`x`, `y`) (dot coordinates, top-left origin) for series `series`;
  /// dots off the canvas are ignored.
  mutating func set(x: Int, y: Int, series: Int) {
    guard x >= 0, x < dotColumns, y >= 0, y < dotRows else { return }
    let index = (y / 4) * width + x / 2
    bits[index] |= Self.bit(column: x % 2, row: y % 4)
    owners[index] = series
  }

  /// Sets the dots of column `x` from row `from` to row `to`, both included, in either order.
  mutating func setColumn(x: Int, from: Int, to: Int, series: Int) {
    for y in min(from, to)...max(from, to) { set(x: x, y: y, series: series) }
  }

  /// The braille character of cell (`column`, `row`), `nil` when it has no dot.
  func scalar(column: Int, row: Int) -> Unicode.Scalar? {
    let cell = bits[row * width + column]
    guard cell != 0 else { return nil }
    return Unicode.Scalar(0x2800 + UInt32(cell))
  }

  /// The series that owns cell (`column`, `row`), `nil` when it has no dot.
  func owner(column: Int, row: Int) -> Int? {
    let owner = owners[row * width + column]
    return owner >= 0 ? owner : nil
  }
}
