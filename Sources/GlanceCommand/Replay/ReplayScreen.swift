import GlanceCore

/// Draws a ``Replay`` on a screen of a given size: the recorded frame at the top left (cropped
/// to the screen, or padded with blanks), the ``ReplayFooter`` on the last row, and the help
/// overlay on top when it is open. A screen too small for the footer shows how large it must be.
enum ReplayScreen {
  /// The smallest screen a replay draws on.
  static let minimumSize = TerminalSize(columns: 24, rows: 3)

  /// The keys, as the help overlay lists them.
  static let help: [KeyHint] = [
    KeyHint("Space", "pause / play"),
    KeyHint("Left  ,", "one frame back (pauses)"),
    KeyHint("Right  .", "one frame forward (pauses)"),
    KeyHint("+  -", "speed ×0.25 to ×16"),
    KeyHint("Home  End", "go to the start / the end"),
    KeyHint("0-9", "go to 0%, 10% … 90%"),
    KeyHint("g", "go to a time (12.5s, 2m, 1:30), then Enter"),
    KeyHint("Ctrl-L", "redraw the whole screen"),
    KeyHint("?  h  F1", "toggle this help"),
    KeyHint("q", "quit"),
  ]

  /// The screen for `replay` at `size`, drawn with `context` (folded to ASCII in ASCII mode).
  static func compose(_ replay: Replay, size: TerminalSize, context: RenderContext) -> CellBuffer {
    var screen = CellBuffer(size: size)
    guard size.fits(minimumSize) else {
      TooSmallWidget(current: size, needed: minimumSize)
        .render(into: &screen, area: screen.bounds, context: context)
      return context.glyphs.isASCII ? screen.foldedToASCII() : screen
    }
    let recorded = replay.player.screen
    for row in 0..<min(recorded.height, size.rows - 1) {
      for column in 0..<min(recorded.width, size.columns) {
        screen[x: column, y: row] = recorded[x: column, y: row]
      }
    }
    let footer = Rect(x: 0, y: size.rows - 1, width: size.columns, height: 1)
    ReplayFooter(replay).render(into: &screen, area: footer, context: context)
    if replay.isHelpVisible {
      let title = "Replay: \(replay.player.title)"
      // Above the footer, which keeps showing where the replay is.
      let above = Rect(x: 0, y: 0, width: size.columns, height: size.rows - 1)
      HelpOverlayWidget(title: title, bindings: help)
        .render(into: &screen, area: above, context: context)
    }
    return context.glyphs.isASCII ? screen.foldedToASCII() : screen
  }
}
