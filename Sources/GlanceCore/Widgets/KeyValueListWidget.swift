/// Labels on the left and their values, one pair per row: values against the right edge
/// (``ValuePlacement/rightAligned``) or in a column one gap after the widest label
/// (``ValuePlacement/afterLabels(gap:)``, a column no further than half the row). When the row
/// is too narrow, the label is cut first down to half the row, then the value, each ending in
/// the context's ellipsis. Values are ``TableCell``s, so figures
/// (integers, amounts, `NaN` and infinities) are written without building strings.
public struct KeyValueListWidget: Widget {
  // Public: the type of the widget's `placement` setting.
  /// Where values go.
  public enum ValuePlacement: Hashable, Sendable {
    /// Against the right edge of the area.
    case rightAligned
    /// Left-aligned, `gap` columns after the widest label.
    case afterLabels(gap: Int)
  }

  /// One row: a label and its value.
  public struct Entry: Hashable, Sendable {
    /// The label.
    public var label: String
    /// The value.
    public var value: TableCell

    /// An entry showing `value` under `label`.
    public init(_ label: String, _ value: TableCell) {
      self.label = label
      self.value = value
    }
  }

  /// The rows, top to bottom.
  public var entries: [Entry]
  /// Where values go.
  public var placement: ValuePlacement
  // Public: a widget setting, as its initializer takes it.
  /// The labels' style.
  public var labelStyle: Style

  /// A list of `entries`.
  public init(
    _ entries: [Entry], placement: ValuePlacement = .rightAligned,
    labelStyle: Style = Style(.muted)
  ) {
    self.entries = entries
    self.placement = placement
    self.labelStyle = labelStyle
  }

  /// Draws the entries that fit.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    let rows = entries.prefix(area.height)
    var valueColumn: Int?
    if case .afterLabels(let gap) = placement {
      let widest = rows.reduce(0) { max($0, $1.label.columns(upTo: area.width)) }
      valueColumn = min(widest.saturatingAdd(max(0, gap)), area.width / 2)
    }
    for (row, entry) in rows.enumerated() {
      let y = area.y + row
      let valueWidth = entry.value.width(upTo: area.width, glyphs: context.glyphs)
      // The value takes its columns, but the label keeps up to half the row and a gap.
      let labelWidth = entry.label.columns(upTo: area.width)
      let valueStart =
        valueColumn ?? max(area.width - valueWidth, min(area.width / 2, labelWidth + 1))
      let labelRoom = max(0, valueStart - 1)
      buffer.write(
        entry.label, labelStyle, in: Rect(x: area.x, y: y, width: labelRoom, height: 1),
        ellipsis: context.glyphs.ellipsis)
      var writer = RowWriter(
        row: 0, of: Rect(x: area.x + valueStart, y: y, width: area.width - valueStart, height: 1),
        in: buffer)
      entry.value.write(entry.value.style, with: &writer, into: &buffer, glyphs: context.glyphs)
      writer.finish(into: &buffer, ellipsis: context.glyphs.ellipsis)
    }
  }
}
