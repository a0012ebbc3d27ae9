import GlanceCore

/// One trace as a waterfall: a header with the root's name, the trace's duration and its span
/// count, then each span on a line, indented under its parent, with a bar on a shared time
/// axis and its duration; under each span its attributes (`key=value`), events (marked on the
/// axis) and errors. On a panel too narrow for the axis, the durations follow the names.
struct WaterfallWidget: Widget {
  /// The trace's lines, as ``WaterfallLine/lines(of:)`` made them.
  var lines: [WaterfallLine]
  /// The header: the root's name, and the spans kept and dropped.
  var title: String
  var spanCount: Int
  var dropped: Int
  /// Lines scrolled off the top.
  var offset: Int

  /// The narrowest time axis drawn.
  static let minimumAxis = 10

  func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    guard area.width > 0, area.height > 0 else { return }
    let glyphs = context.glyphs
    let total = lines.reduce(UInt64(1)) { total, line in
      if case .span(_, _, _, let end, _) = line { return max(total, end) }
      return total
    }
    var header =
      "\(title)  \(TracingText.duration(nanoseconds: total, glyphs: glyphs))  \(spanCount) spans"
    if dropped > 0 { header += ", \(dropped) dropped" }
    draw(
      TextLine(header, style: Style(.title).bold), at: 0, from: 0, width: area.width, &buffer,
      glyphs)
    let label = min(40, area.width * 2 / 5)
    let axis = area.width - label - 1
    let hasAxis = axis >= Self.minimumAxis
    let body = max(0, area.height - 1)
    let first = min(max(0, offset), max(0, lines.count - body))
    for (row, line) in lines.dropFirst(first).prefix(body).enumerated() {
      let y = row + 1
      switch line {
      case .span(let depth, let name, let start, let end, let isError):
        let duration = TracingText.duration(nanoseconds: end - start, glyphs: glyphs)
        let style = isError ? Style(.negative) : Style.normal
        let indent = String(repeating: " ", count: depth * 2)
        guard hasAxis else {
          draw(
            TextLine([
              TextSpan(indent + name + " ", style: style), TextSpan(duration, style: Style(.muted)),
            ]), at: y, from: 0, width: area.width, &buffer, glyphs)
          continue
        }
        draw(TextLine(indent + name, style: style), at: y, from: 0, width: label, &buffer, glyphs)
        let x0 = label + 1 + Int(Double(start) / Double(total) * Double(axis - 1))
        let x1 = max(
          x0 + 1, label + 1 + Int((Double(end) / Double(total) * Double(axis)).rounded()))
        let barEnd = min(x1, area.width)
        let bar = Cell(
          glyphs.isASCII ? "=" : "█", style: isError ? Style(.negative) : Style(.accent))
        buffer.fill(Rect(x: area.x + x0, y: area.y + y, width: barEnd - x0, height: 1), with: bar)
        let text = duration.count
        if barEnd + 1 + text <= area.width {
          draw(
            TextLine(duration, style: Style(.muted)), at: y, from: barEnd + 1, width: text, &buffer,
            glyphs)
        } else if x0 - 1 - text >= label + 1 {
          draw(
            TextLine(duration, style: Style(.muted)), at: y, from: x0 - 1 - text, width: text,
            &buffer, glyphs)
        }
      case .attribute(let depth, let key, let value):
        let indent = String(repeating: " ", count: depth * 2)
        draw(
          TextLine([TextSpan(indent + key, style: Style(.muted)), TextSpan("=" + value)]), at: y,
          from: 0, width: area.width, &buffer, glyphs)
      case .event(let depth, let name, let at):
        let indent = String(repeating: " ", count: depth * 2)
        let mark = glyphs.isASCII ? "*" : "•"
        let when = "+" + TracingText.duration(nanoseconds: at, glyphs: glyphs)
        draw(
          TextLine([
            TextSpan(indent + mark + " " + name + " ", style: Style(.accent)),
            TextSpan(when, style: Style(.muted)),
          ]), at: y, from: 0, width: hasAxis ? label : area.width, &buffer, glyphs)
        if hasAxis {
          let x = label + 1 + Int(Double(at) / Double(total) * Double(axis - 1))
          draw(TextLine(mark, style: Style(.accent)), at: y, from: x, width: 1, &buffer, glyphs)
        }
      case .error(let depth, let description):
        let indent = String(repeating: " ", count: depth * 2)
        draw(
          TextLine(indent + "! " + description, style: Style(.negative)), at: y, from: 0,
          width: area.width, &buffer, glyphs)
      }
    }
  }

  /// Draws `line` on row `y` of the area from column `x`, cut to `width` columns.
  private func draw(
    _ line: TextLine, at y: Int, from x: Int, width: Int, _ buffer: inout ClippedBuffer,
    _ glyphs: Glyphs
  ) {
    let area = buffer.area
    let width = min(width, area.width - x)
    guard width > 0, y < area.height else { return }
    _ = line.truncated(toWidth: width, ellipsis: glyphs.ellipsis)
      .draw(into: &buffer, x: area.x + x, y: area.y + y, maxWidth: width)
  }
}
