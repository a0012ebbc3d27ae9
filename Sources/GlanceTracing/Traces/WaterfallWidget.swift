import GlanceCore

/// One trace as a waterfall: a header with the root's name, the trace's duration and its span
/// count, then each span on a line, indented under its parent, with a bar on a shared time
/// axis and its duration, which always shows after the bar (the axis leaves it room); under
/// each span its attributes (`key=value`, unless folded), events (marked on the axis) and
/// errors. On a panel too narrow for the axis, the durations follow the names.
struct WaterfallWidget: Widget {
  /// The trace's lines, as ``WaterfallLine/lines(of:withAttributes:)`` made them.
  var lines: [WaterfallLine]
  /// The header: the root's name, and the spans kept and dropped.
  var title: String
  var spanCount: Int
  var dropped: Int
  /// Lines scrolled off the top.
  var offset: Int
  /// The attributes the lines leave out, and the key that unfolds them (in the header).
  var folded: (attributes: Int, key: String)? = nil

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
    if let folded, folded.attributes > 0 {
      header += "  \(folded.attributes) attribute\(folded.attributes == 1 ? "" : "s") folded"
      if !folded.key.isEmpty { header += " (\(folded.key))" }
    }
    draw(
      TextLine(header, style: Style(.title).bold), at: 0, from: 0, width: area.width, &buffer,
      glyphs)
    let label = min(40, area.width * 2 / 5)
    // The widest duration and a space stay right of the axis, so a bar that fills the axis
    // still shows its duration after it.
    let widestDuration = lines.reduce(0) { widest, line in
      guard case .span(_, _, let start, let end, _) = line else { return widest }
      return max(widest, TracingText.duration(nanoseconds: end - start, glyphs: glyphs).count)
    }
    let axis = area.width - label - 1 - (widestDuration + 1)
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
        let barEnd = min(x1, label + 1 + axis)
        let bar = Cell(
          glyphs.isASCII ? "=" : "█", style: isError ? Style(.negative) : Style(.accent))
        buffer.fill(Rect(x: area.x + x0, y: area.y + y, width: barEnd - x0, height: 1), with: bar)
        draw(
          TextLine(duration, style: Style(.muted)), at: y, from: barEnd + 1,
          width: duration.count, &buffer, glyphs)
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
