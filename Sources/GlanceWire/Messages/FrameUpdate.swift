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
    /// The number of scalars joined to the cell's base follows (1 to ``Cell/maxJoinedScalars``),
    /// then the base and those scalars. It comes before the base, so that a cell always ends
    /// with a scalar and never with a token: the next run's row (which may be 4) is never read
    /// as one.
    static let joined: UInt8 = 0x04
  }

  /// Writes the update: size, flags, then runs of horizontally adjacent cells, each as its row,
  /// its first column, its length and its cells (a style token only where the style changes).
  package func write(to writer: inout ByteWriter) {
    writer.varint(size.columns)
    writer.varint(size.rows)
    writer.byte(repaint ? 1 : 0)
    let runs = Self.runs(of: changes)
    writer.varint(runs.count)
    var style = Style.normal
    for run in runs {
      let first = changes[run.lowerBound]
      writer.varint(first.y)
      writer.varint(first.x)
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
      var count = -1  // the base is not joined
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
