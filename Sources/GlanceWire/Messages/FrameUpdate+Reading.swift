import GlanceCore

extension FrameUpdate {
  /// Reads an update written by ``write(to:)``, checking that every cell lies on the screen, that
  /// runs go down the screen and that no cell holds a control character. The cells kept are
  /// bounded by the bytes read: each takes at least one.
  package static func read(from reader: inout ByteReader) throws(WireError) -> FrameUpdate {
    let side = WireLimits.screenSide
    let size = TerminalSize(
      columns: try reader.count("the frame's width", atMost: side),
      rows: try reader.count("the frame's height", atMost: side))
    let flags = try reader.byte("the frame's flags")
    guard flags & ~(Flag.repaint | Flag.relative) == 0 else {
      throw .malformed("the frame's flags are \(flags)")
    }
    let relative = flags & Flag.relative != 0
    let runCount = try reader.count("the number of runs", atMost: reader.remaining)
    var changes: [CellChange] = []
    changes.reserveCapacity(min(reader.remaining, size.columns * size.rows))
    var style = Style.normal
    var end = (y: 0, x: 0)
    for _ in 0..<runCount {
      let (y, x) =
        try relative ? skip(from: &reader, after: end, on: size) : position(from: &reader, on: size)
      let length = try reader.count("a run's length", atMost: size.columns - x)
      guard y < size.rows, length > 0 else { throw .malformed("a run lies off the screen") }
      guard (y, x) >= end else { throw .malformed("runs are not in row-major order") }
      for offset in 0..<length {
        let cell = try readCell(from: &reader, style: &style)
        changes.append(CellChange(x: x + offset, y: y, cell: cell))
      }
      end = (y, x + length)
    }
    return FrameUpdate(size: size, repaint: flags & Flag.repaint != 0, changes: changes)
  }

  /// A version 1 run's row and first column.
  private static func position(
    from reader: inout ByteReader, on size: TerminalSize
  ) throws(WireError) -> (y: Int, x: Int) {
    let y = try reader.count("a run's row", atMost: size.rows)
    return (y, try reader.count("a run's column", atMost: size.columns))
  }

  /// A relative run's row and first column: `end` (where the run before ended) moved on by the
  /// cells the run skips, in row-major order.
  private static func skip(
    from reader: inout ByteReader, after end: (y: Int, x: Int), on size: TerminalSize
  ) throws(WireError) -> (y: Int, x: Int) {
    let cells = size.columns * size.rows
    let from = end.y * size.columns + end.x
    let start = from + (try reader.count("a run's skip", atMost: max(0, cells - from)))
    guard start < cells else { throw .malformed("a run lies off the screen") }
    return (start / size.columns, start % size.columns)
  }

  private static func readCell(
    from reader: inout ByteReader, style: inout Style
  ) throws(WireError) -> Cell {
    while reader.peek() == Token.style {
      _ = try reader.byte("a style")
      guard let role = ColorRole(rawValue: try reader.byte("a style's role")) else {
        throw .malformed("a style has an unknown colour role")
      }
      let attributes = try reader.byte("a style's attributes")
      guard attributes & ~0x0F == 0 else { throw .malformed("a style has unknown attributes") }
      style = Style(role, TextAttributes(rawValue: attributes))
    }
    if reader.peek() == Token.continuation {
      _ = try reader.byte("a continuation")
      return .continuation(style: style)
    }
    let isWide = reader.peek() == Token.wide
    if isWide { _ = try reader.byte("a wide cell") }
    var joinedCount = 0
    if reader.peek() == Token.joined {
      _ = try reader.byte("a joined count")
      joinedCount = Int(try reader.byte("a joined count"))
      guard (1...Cell.maxJoinedScalars).contains(joinedCount) else {
        throw .malformed("a cell joins \(joinedCount) scalars, not 1 to \(Cell.maxJoinedScalars)")
      }
    }
    let base = try printable(from: &reader)
    var joined: [Unicode.Scalar] = []
    for _ in 0..<joinedCount { joined.append(try printable(from: &reader)) }
    return Cell(base: base, joinedScalars: joined, isWide: isWide, style: style)
  }

  private static func printable(from reader: inout ByteReader) throws(WireError) -> Unicode.Scalar {
    let scalar = try reader.scalar("a cell's character")
    guard scalar.value >= 0x20, !(0x7F..<0xA0).contains(scalar.value) else {
      throw .malformed("a cell holds the control character \(scalar.value)")
    }
    return scalar
  }
}
