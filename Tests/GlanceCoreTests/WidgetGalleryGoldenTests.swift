import TestSupport
import Testing

@testable import GlanceCore

/// Every kit widget laid out on one screen, drawn at sizes from nothing to very large, in colour
/// with Unicode glyphs and in ASCII without colour, compared with golden files under
/// Tests/GlanceCoreTests/Golden (`RECORD_GOLDEN=1` re-records them).
@Suite struct WidgetGalleryGoldenTests {
  /// The sizes drawn: empty in either direction, one cell, small, usual and very large.
  static let sizes: [(columns: Int, rows: Int)] = [
    (0, 4), (4, 0), (1, 1), (24, 8), (60, 20), (80, 24), (200, 60),
  ]

  /// Draws the gallery into a buffer of `columns` × `rows`.
  static func gallery(columns: Int, rows: Int, context: RenderContext) -> CellBuffer {
    var buffer = CellBuffer(width: columns, height: rows)
    let screen = buffer.bounds
    let body = Layout(.vertical, [.fill, .fixed(1)]).split(screen)
    let halves = Layout(.horizontal, [.ratio(1, 2), .fill], spacing: 1).split(body[0])
    let left = Layout(.vertical, [.fixed(5), .fill]).split(halves[0])
    let right = Layout(.vertical, [.fixed(4), .fill]).split(halves[1])

    let numbers = PanelWidget(title: "Numbers \u{1B}[31m", trailingTitle: "live", isFocused: true)
    numbers.render(into: &buffer, area: left[0], context: context)
    BigNumberWidget(-1234).render(
      into: &buffer, area: left[0].inset(top: 1, left: 1, bottom: 1, right: 1), context: context)

    PanelWidget(title: "Table").render(into: &buffer, area: left[1], context: context)
    TableWidget(
      columns: [
        TableColumn("Name"), TableColumn("Qty", width: .fixed(5), alignment: .right),
        TableColumn("Price", width: .fixed(9), alignment: .right),
      ],
      rows: [
        [
          TableCell("Café ☕ 漢字"), TableCell(.integer(3, prefix: "×")),
          TableCell("$1,234.56"),
        ],
        [
          TableCell("\u{1B}]0;evil\u{7}"), TableCell(.integer(Int.min, prefix: nil)),
          TableCell(.number(.nan, fractionDigits: 2)),
        ],
        [
          TableCell(String(repeating: "long ", count: 1000)),
          TableCell(.number(-.infinity, fractionDigits: 0)),
          TableCell(.number(2.5, fractionDigits: 2)),
        ],
      ], selectedRow: 1
    ).render(
      into: &buffer, area: left[1].inset(top: 1, left: 1, bottom: 1, right: 1), context: context)

    SparklineWidget([3, 1, .nan, 4, 1, 5, 9, 2, 6, .infinity, 5, 3, 5]).render(
      into: &buffer, area: right[0], context: context)
    TextWidget(
      [
        TextLine([TextSpan("min ", style: Style(.muted)), TextSpan("3", style: Style(.accent))]),
        TextLine("tab\there \u{0}\u{7F} e\u{301} 👍🏽"),
        TextLine(String(repeating: "x", count: 10_000)),
      ], alignment: .right
    ).render(into: &buffer, area: right[1], context: context)

    KeyHintFooterWidget(hints: [KeyHint("q", "quit"), KeyHint("?", "help")], message: "ok")
      .render(into: &buffer, area: body[1], context: context)
    return buffer
  }

  /// Draws `gallery` at every size in `context` and compares each with its golden file,
  /// `NAME-COLUMNSxROWS-VARIANT`.
  static func assertGalleryMatchesGoldens(
    _ name: String, context: RenderContext,
    _ gallery: (_ columns: Int, _ rows: Int, RenderContext) -> CellBuffer
  ) {
    for size in sizes {
      let buffer = gallery(size.columns, size.rows, context)
      #expect(buffer.cells.allSatisfy { $0.isDrawable })
      let variant = context.colorEnabled ? "utf8-color" : "ascii-mono"
      assertGolden(
        goldenText(buffer, context: context),
        named: "\(name)-\(size.columns)x\(size.rows)-\(variant)")
    }
  }

  @Test(arguments: [RenderContext.standard, .plain])
  func galleryMatchesItsGoldens(context: RenderContext) {
    Self.assertGalleryMatchesGoldens("gallery", context: context) {
      Self.gallery(columns: $0, rows: $1, context: $2)
    }
  }

  @Test func tooSmallScreenMatchesItsGoldens() {
    for context in [RenderContext.standard, .plain] {
      for (columns, rows) in [(1, 1), (20, 5), (50, 9)] {
        var buffer = CellBuffer(width: columns, height: rows)
        TooSmallWidget(
          current: TerminalSize(columns: columns, rows: rows),
          needed: TerminalSize(columns: 80, rows: 24)
        ).render(into: &buffer, area: buffer.bounds, context: context)
        let variant = context.colorEnabled ? "utf8-color" : "ascii-mono"
        assertGolden(
          goldenText(buffer, context: context), named: "too-small-\(columns)x\(rows)-\(variant)")
      }
    }
  }
}
