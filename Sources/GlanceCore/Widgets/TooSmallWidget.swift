/// The screen shown instead of the dashboard when the terminal is smaller than it needs.
///
/// It states the current and the needed size, centred, and picks the most informative wording
/// that fits, down to a single `10x3<80x24` line; below even that it shows as much of that line
/// as fits. The current size is in the `negative` role, the needed one in `positive`.
public struct TooSmallWidget: Widget {
  /// The terminal's size now.
  public var current: TerminalSize
  /// The smallest size the dashboard can use.
  public var needed: TerminalSize

  /// Creates the screen.
  public init(current: TerminalSize, needed: TerminalSize) {
    self.current = current
    self.needed = needed
  }

  /// Candidate wordings, most informative first.
  package func layouts() -> [[TextLine]] {
    // Equal widths keep the two size lines aligned when they are centred.
    let width = max(current.description.count, needed.description.count)
    let now = TextSpan(current.description.padded(to: width), style: Style(.negative).bold)
    let want = TextSpan(needed.description.padded(to: width), style: Style(.positive).bold)
    let heading = Style(.warning).bold
    let hint = TextLine("Enlarge the window to continue", style: Style(.muted))
    return [
      [
        TextLine("Terminal too small", style: heading), "",
        TextLine([TextSpan("Current size: "), now]), TextLine([TextSpan("Needed size:  "), want]),
        "", hint,
      ],
      [
        TextLine("Terminal too small", style: heading),
        TextLine([TextSpan("Current size: "), now]), TextLine([TextSpan("Needed size:  "), want]),
      ],
      [
        TextLine("Too small", style: heading), TextLine([TextSpan("now "), now]),
        TextLine([TextSpan("need "), want]),
      ],
      [
        TextLine([
          TextSpan("Too small: "), TextSpan(current.description, style: now.style), TextSpan("<"),
          TextSpan(needed.description, style: want.style),
        ])
      ],
      [
        TextLine([
          TextSpan(current.description, style: now.style), TextSpan("<"),
          TextSpan(needed.description, style: want.style),
        ])
      ],
    ]
  }

  /// Blanks the area and draws the first wording that fits.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    buffer.clear(area)
    let candidates = layouts()
    let chosen =
      candidates.first { lines in
        lines.count <= area.height && lines.allSatisfy { $0.width <= area.width }
      } ?? candidates[candidates.count - 1]
    let box = area.centered(width: area.width, height: chosen.count)
    TextWidget(chosen, alignment: .center).render(into: &buffer, area: box, context: context)
  }
}
