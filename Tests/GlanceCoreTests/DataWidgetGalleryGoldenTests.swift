import Testing

@testable import GlanceCore

/// The key–value list and the bounded log, in panels, at the gallery's sizes, in colour with
/// Unicode glyphs and in ASCII without colour, compared with golden files under
/// Tests/GlanceCoreTests/Golden (`RECORD_GOLDEN=1` re-records them).
@Suite struct DataWidgetGalleryGoldenTests {
  /// Draws both widgets, each in a panel, into a buffer of `columns` × `rows`.
  static func gallery(columns: Int, rows: Int, context: RenderContext) -> CellBuffer {
    var buffer = CellBuffer(width: columns, height: rows)
    let halves = Layout(.horizontal, [.fill(2), .fill(3)], spacing: 1).split(buffer.bounds)
    let lists = Layout(.vertical, [.fill, .fill]).split(halves[0])
    let entries = [
      KeyValueListWidget.Entry("requests", TableCell(.integer(1_234_567, prefix: nil))),
      KeyValueListWidget.Entry(
        "revenue", TableCell("-$987.65")),
      KeyValueListWidget.Entry("ratio", TableCell(.number(.nan, fractionDigits: 2))),
      KeyValueListWidget.Entry("host \u{1B}[2J名前", TableCell("café 👍🏽 \u{7}")),
      KeyValueListWidget.Entry(String(repeating: "label ", count: 500), TableCell("value")),
    ]
    for (area, placement) in zip(
      lists, [KeyValueListWidget.ValuePlacement.rightAligned, .afterLabels(gap: 2)])
    {
      PanelWidget(title: "Stats").render(into: &buffer, area: area, context: context)
      KeyValueListWidget(entries, placement: placement).render(
        into: &buffer, area: area.inset(top: 1, left: 1, bottom: 1, right: 1), context: context)
    }
    var log = LogLines(capacity: 4)
    for line in 1...7 { log.append(TextLine("event \(line)")) }
    log.append(TextLine("\u{1B}]0;title\u{7}escape ↯ 漢字", style: Style(.warning)))
    log.append(TextLine(String(repeating: "wrapped? no, cut ", count: 300)))
    PanelWidget(title: "Log", trailingTitle: "\(log.count)", isFocused: true)
      .render(into: &buffer, area: halves[1], context: context)
    LogWidget(log).render(
      into: &buffer, area: halves[1].inset(top: 1, left: 1, bottom: 1, right: 1), context: context)
    return buffer
  }

  @Test(arguments: [RenderContext.standard, .plain])
  func galleryMatchesItsGoldens(context: RenderContext) {
    WidgetGalleryGoldenTests.assertGalleryMatchesGoldens("data-gallery", context: context) {
      Self.gallery(columns: $0, rows: $1, context: $2)
    }
  }
}
