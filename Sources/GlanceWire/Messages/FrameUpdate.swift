import GlanceCore

/// One frame as the program's backend writes it: the screen's size and the cells that differ
/// from the frame before (every cell, on a repaint). A viewer that applies the updates in order
/// to a screen of its own shows what the program's board shows it.
package struct FrameUpdate: Equatable, Sendable {
  /// The size of the screen the frame was composed for.
  package var size: TerminalSize
  /// Whether the screen's earlier contents are unknown and `changes` hold every cell.
  package var repaint: Bool
  /// The cells that changed, in row-major order.
  package var changes: [CellChange]

  /// An update of `changes` on a screen of `size`.
  package init(size: TerminalSize, repaint: Bool, changes: [CellChange]) {
    self.size = size
    self.repaint = repaint
    self.changes = changes
  }
}

extension FrameUpdate {
  /// The token bytes inside a run of cells; every other byte starts a cell's UTF-8 scalar (a
  /// cell never holds a control character, so these never start one).
  enum Token {
    /// A style follows (role, attributes) for the cells after it.
    static let style: UInt8 = 0x01
    /// The next cell is the lead of a wide character.
    static let wide: UInt8 = 0x02
    /// A continuation cell (the right half of a wide character).
    static let continuation: UInt8 = 0x03
    /// A count (1 to 3) follows: after its base, the cell has that many joined scalars. Every
    /// token comes before its cell's base, so a reader never looks past a cell's end.
    static let joined: UInt8 = 0x04
  }

  /// The bits of a frame's flags byte.
  enum Flag {
    /// Every cell of the screen follows; its earlier contents are unknown.
    static let repaint: UInt8 = 0x01
    /// Each run starts with the cells it skips since the previous run's end (since the top-left
    /// cell, for the first), counted in row-major order, not with its row and column. Version 2.
    static let relative: UInt8 = 0x02
  }

  /// Writes the update: size, flags, then runs of horizontally adjacent cells, each as its
  /// position, its length and its cells (a style token only where the style changes). Version 1
  /// gives a run's position as its row and first column; version 2 as the cells skipped since
  /// the run before (``Flag/relative``), one byte for a skip under 128 cells.
  package func write(to writer: inout ByteWriter, version: UInt16 = 1) {
    let relative = version >= 2
    writer.varint(size.columns)
    writer.varint(size.rows)
    writer.byte((repaint ? Flag.repaint : 0) | (relative ? Flag.relative : 0))
    let runs = Self.runs(of: changes)
    writer.varint(runs.count)
    var style = Style.normal
    var end = 0
    for run in runs {
      let first = changes[run.lowerBound]
      if relative {
        let start = first.y * size.columns + first.x
        writer.varint(start - end)
        end = start + run.count
      } else {
        writer.varint(first.y)
        writer.varint(first.x)
      }
      writer.varint(run.count)
      for change in changes[run] { Self.write(change.cell, style: &style, to: &writer) }
    }
  }

  private static func write(_ cell: Cell, style: inout Style, to writer: inout ByteWriter) {
    if cell.style != style {
      style = cell.style
      writer.byte(Token.style)
      writer.byte(style.role.rawValue)
      writer.byte(style.attributes.rawValue)
    }
    if cell.isContinuation {
      writer.byte(Token.continuation)
      return
    }
    if cell.isWide { writer.byte(Token.wide) }
    if cell.hasJoinedScalars {
      var count = -1
      cell.forEachScalar { _ in count += 1 }
      writer.byte(Token.joined)
      writer.byte(UInt8(count))
    }
    cell.forEachScalar { writer.scalar($0) }
  }

  /// The index ranges of `changes` that are runs: same row, each cell right of the one before.
  static func runs(of changes: [CellChange]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start = 0
    for index in changes.indices.dropFirst() {
      let previous = changes[index - 1]
      let change = changes[index]
      if change.y != previous.y || change.x != previous.x + 1 {
        runs.append(start..<index)
        start = index
      }
    }
    if !changes.isEmpty { runs.append(start..<changes.count) }
    return runs
  }
}
