import GlanceCore

/// The replay's bottom row, a timeline: play state, speed, position / length, a progress bar,
/// the frame number, "cut short" for a file whose end was lost, the keys pressed in the last
/// two seconds, and the help key. The bar gives way to the `g` prompt or a message; on a narrow
/// row the help key, then the keys, then the bar are dropped. ASCII mode uses ASCII glyphs only.
struct ReplayFooter: Widget {
  /// A run of text in one style.
  private typealias Piece = (text: String, style: Style)

  /// The replay shown.
  let replay: Replay

  /// The footer of `replay`.
  init(_ replay: Replay) {
    self.replay = replay
  }

  /// How long keys stay on the footer after they were pressed (in recorded time).
  static let keysShownFor = Duration.seconds(2)

  /// Draws in the area's first row, which it fills first.
  func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let row = buffer.area.top(1)
    buffer.fill(row, with: Cell(singleColumn: " ", style: Style(.muted)))
    let ascii = context.glyphs.isASCII
    let player = replay.player
    let state: Piece =
      replay.isPaused
      ? (ascii ? "||" : "⏸", Style(.warning).bold) : (ascii ? ">" : "▶", Style(.positive).bold)
    let times = "\(ReplayTime.format(player.time)) / \(ReplayTime.format(player.duration))"
    let left: [Piece] = [
      state, ("\(ascii ? "x" : "×")\(replay.speedText)", Style(.accent)), (times, .normal),
    ]
    let frame = "frame \(player.frameIndex.map { $0 + 1 } ?? 0)/\(player.frameCount)"
    var right: [Piece] = [(frame, .normal)]
    if player.isCutShort { right.append(("cut short", Style(.warning).bold)) }
    let keys = player.recentKeys(at: player.time, within: Self.keysShownFor, limit: 6)
    if !keys.isEmpty {
      right.append(("keys " + keys.map(\.description).joined(separator: " "), Style(.title)))
    }
    right.append(("? help", Style(.footerKey)))
    var middle: Piece?
    if let prompt = replay.prompt {
      middle = ("go to: \(prompt)_  Enter/Esc", Style(.warning).bold)
    } else if let message = replay.message {
      middle = (message, Style(.warning).bold)
    }
    let used = { (pieces: [Piece]) in pieces.reduce(0) { $0 + $1.text.columns + 2 } }
    // Drop the help key, then the keys, while the bar or the message would get too little.
    while right.count > (player.isCutShort ? 2 : 1),
      row.width - used(left) - used(right) < (middle.map { min($0.text.columns, 24) } ?? 12)
    {
      right.removeLast()
    }
    var x = row.x + 1
    for piece in left {
      x += buffer.write(piece.text, x: x, y: row.y, style: piece.style) + 2
    }
    let rightWidth = used(right) - 1
    let room = row.maxX - rightWidth - x - 2
    if let middle {
      buffer.write(middle.text, x: x, y: row.y, style: middle.style, maxWidth: max(0, room))
    } else if room >= 4 {
      drawBar(into: &buffer, x: x, y: row.y, width: room, ascii: ascii)
    }
    var rightX = max(x, row.maxX - rightWidth)
    for piece in right {
      rightX += buffer.write(piece.text, x: rightX, y: row.y, style: piece.style) + 2
    }
  }

  /// The progress bar: the played part filled, the rest a thin line.
  private func drawBar(into buffer: inout ClippedBuffer, x: Int, y: Int, width: Int, ascii: Bool) {
    let player = replay.player
    let total = ReplayTime.nanoseconds(player.duration)
    let played =
      total == 0
      ? width : Int(Int128(ReplayTime.nanoseconds(player.time)) * Int128(width) / Int128(total))
    let (full, empty) = ascii ? ("#", "-") : ("━", "─")
    buffer.write(
      String(repeating: full, count: played), x: x, y: y, style: Style(.positive))
    buffer.write(
      String(repeating: empty, count: width - played), x: x + played, y: y, style: Style(.muted))
  }
}
