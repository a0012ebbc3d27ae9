// The text of decoded cells, as `glance replay --headless` prints it and the web page shows it.
// Decoders keep any printable joined scalars (WireFormat.md), so decoded cells need not be ones a
// text write makes (`Cell.isDrawable`); their text must still read without trapping.

import FuzzSupport
import GlanceCore
import GlanceWire

/// Checks that `screen`'s text reads without trapping and keeps, row by row, every scalar of its
/// cells (a continuation adds nothing, trailing spaces are trimmed), and that each cell's
/// character is its first scalars.
func checkText(of screen: CellBuffer) {
  let lines = screen.lines()
  fuzzCheck(lines.count == screen.height, "\(lines.count) lines of \(screen.height) rows")
  for (row, line) in lines.enumerated() {
    var expected: [Unicode.Scalar] = []
    for column in 0..<screen.width {
      let cell = screen[x: column, y: row]
      guard !cell.isContinuation else { continue }
      fuzzCheck(
        cell.unicodeScalars.starts(with: cell.character.unicodeScalars),
        "\(cell.unicodeScalars) show as \(cell.character.unicodeScalars)")
      expected += cell.unicodeScalars
    }
    while expected.last == " " { expected.removeLast() }
    fuzzCheck(
      line.unicodeScalars.elementsEqual(expected), "row \(row) reads as \(line.unicodeScalars)")
  }
}

/// ``checkText(of:)`` for each row a frame changes, drawn alone on a row of the frame's width.
func checkText(of update: FrameUpdate) {
  let changes = update.changes
  var start = 0
  while start < changes.count {
    let y = changes[start].y
    var end = start + 1
    while end < changes.count, changes[end].y == y { end += 1 }
    var row = CellBuffer(width: update.size.columns, height: 1)
    row.apply(changes[start..<end].map { CellChange(x: $0.x, y: 0, cell: $0.cell) })
    checkText(of: row)
    start = end
  }
}
