/// Lines of (optionally styled) text, one per row, aligned and cut to the area.
///
/// Lines longer than the area end in the context's ellipsis (`…`, or `~` in ASCII); lines
/// below the area are dropped. No wrapping: panels decide what fits.
public struct TextWidget: Widget {
  /// The lines, top to bottom.
  public var lines: [TextLine]
  /// Horizontal placement of each line.
  public var alignment: HorizontalAlignment

  /// Creates a widget from styled lines.
  public init(_ lines: [TextLine], alignment: HorizontalAlignment = .left) {
    self.lines = lines
    self.alignment = alignment
  }

  /// Creates a widget from plain strings, all in `style`.
  public init(_ lines: [String], style: Style = .normal, alignment: HorizontalAlignment = .left) {
    self.init(lines.map { TextLine($0, style: style) }, alignment: alignment)
  }

  /// Draws as many lines as fit.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    for (row, line) in lines.prefix(area.height).enumerated() {
      let fitted = line.truncated(toWidth: area.width, ellipsis: context.glyphs.ellipsis)
      let x = area.x + alignment.offset(for: fitted.width, in: area.width)
      fitted.draw(into: &buffer, x: x, y: area.y + row, maxWidth: area.width)
    }
  }
}
