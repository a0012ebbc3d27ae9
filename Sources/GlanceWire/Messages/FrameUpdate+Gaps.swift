import GlanceCore

extension FrameUpdate {
  /// The longest gap of unchanged cells that ``bridgingShortGaps(_:on:)`` fills: each such cell
  /// costs one byte, and a new run's position and length cost at least two (three in version 1).
  static let bridgedGap = 2

  /// `changes` (row-major, as a frame holds them) with each short gap between two changes of a
  /// row filled with the cells `screen` (the screen after the changes) holds there, so that the
  /// two runs become one. Only a gap of plain ASCII cells in one style, the one before the gap or
  /// the one after it, is filled: those cost one byte each and no style token of their own,
  /// fewer than the run header they save. A viewer that applies the result gets the same screen,
  /// since the filled cells are already on it.
  package static func bridgingShortGaps(
    _ changes: [CellChange], on screen: CellBuffer
  ) -> [CellChange] {
    guard changes.count > 1 else { return changes }
    var result: [CellChange] = []
    result.reserveCapacity(changes.count)
    result.append(changes[0])
    for change in changes.dropFirst() {
      let previous = result[result.count - 1]
      let gap = change.x - previous.x - 1
      if change.y == previous.y, (1...bridgedGap).contains(gap) {
        let filler = (previous.x + 1..<change.x).map { screen[x: $0, y: change.y] }
        // In the style before the gap, no token is added; in the style after it, the token the
        // next change needs anyway moves into the gap.
        let style = filler[0].style
        if style == previous.cell.style || style == change.cell.style,
          filler.allSatisfy({ isPlain($0, style: style) })
        {
          for (offset, cell) in filler.enumerated() {
            result.append(CellChange(x: previous.x + 1 + offset, y: change.y, cell: cell))
          }
        }
      }
      result.append(change)
    }
    return result
  }

  /// Whether `cell` is one byte on the wire after a cell of `style`.
  private static func isPlain(_ cell: Cell, style: Style) -> Bool {
    !cell.isWide && !cell.isContinuation && !cell.hasJoinedScalars && cell.scalar.value < 0x80
      && cell.style == style
  }
}
