import GlanceCore

extension ViewerClient {
  /// Writes `text` across the bottom row of the screen, over the last frame.
  func showStatus(_ text: String) {
    let size = backend.size
    guard size.rows > 0, size.columns > 0 else { return }
    let style = Style(.warning).reversed
    var row = CellBuffer(width: size.columns, height: 1)
    row.fill(row.bounds, with: Cell(" ", style: style))
    row.write(text, x: 0, y: 0, style: style)
    let changes = (0..<size.columns).map {
      CellChange(x: $0, y: size.rows - 1, cell: row[x: $0, y: 0])
    }
    backend.write(changes, repaint: false)
    backend.flush()
  }
}
