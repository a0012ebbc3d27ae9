import Testing

@testable import GlanceCore

/// Text in every script on one screen: CJK, emoji (with a skin tone, joined by U+200D, a flag,
/// a keycap), combining marks, Hebrew and Arabic, and hostile invisible characters, in panels,
/// a table, a log and a key-value list, in UTF-8 with colour and folded to ASCII. Borders must
/// stay aligned: every row is as wide as the screen measures it.
@Suite struct ScriptsGalleryGoldenTests {
  /// Names in several scripts, as a user list might hold them.
  static let names = [
    "山田太郎", "José Nuñez", "e\u{301}le\u{300}ve", "שלום עולם", "مرحبا بالعالم", "👍🏽 ok",
    "👨‍👩‍👧‍👦 family", "🇯🇵 flag", "1\u{FE0F}\u{20E3} key", "a\u{200B}\u{202E}b\u{2066}c",
  ]

  /// Draws the gallery into a buffer of `columns` × `rows`.
  static func gallery(columns: Int, rows: Int, context: RenderContext) -> CellBuffer {
    var buffer = CellBuffer(width: columns, height: rows)
    let halves = Layout(.horizontal, [.ratio(1, 2), .fill], spacing: 1).split(buffer.bounds)
    let right = Layout(.vertical, [.fill, .fixed(6)]).split(halves[1])

    let table = PanelWidget(title: "ユーザー 👥", trailingTitle: "שלום", isFocused: true)
    table.render(into: &buffer, area: halves[0], context: context)
    TableWidget(
      columns: [TableColumn("名前"), TableColumn("点", width: .fixed(4), alignment: .right)],
      rows: names.enumerated().map { [TableCell($1), TableCell(.integer($0, prefix: nil))] },
      selectedRow: 2
    ).render(into: &buffer, area: table.contentArea(for: halves[0]), context: context)

    let log = PanelWidget(title: "ログ")
    log.render(into: &buffer, area: right[0], context: context)
    var lines = LogLines(capacity: 8)
    for name in names { lines.append("login \(name) ✓") }
    LogWidget(lines).render(into: &buffer, area: log.contentArea(for: right[0]), context: context)

    let details = PanelWidget(title: "詳細")
    details.render(into: &buffer, area: right[1], context: context)
    KeyValueListWidget(
      [
        .init("商品", TableCell("日本語の本")), .init("עברית", TableCell("ספר")),
        .init("عربي", TableCell("كتاب")), .init("emoji", TableCell("📚📚📚📚📚📚📚📚📚📚")),
      ]
    ).render(into: &buffer, area: details.contentArea(for: right[1]), context: context)
    return buffer
  }

  @Test(arguments: [RenderContext.standard, .plain])
  func galleryMatchesItsGoldens(context: RenderContext) {
    WidgetGalleryGoldenTests.assertGalleryMatchesGoldens("scripts", context: context) {
      Self.gallery(columns: $0, rows: $1, context: $2)
    }
  }

  /// Every row takes exactly the buffer's width in columns, in UTF-8 and folded to ASCII: no
  /// wide character was cut, and the fold keeps the layout.
  @Test(arguments: [RenderContext.standard, .plain])
  func everyRowIsAsWideAsTheScreen(context: RenderContext) {
    for (columns, rows) in [(24, 8), (60, 20), (80, 24)] {
      let buffer = Self.gallery(columns: columns, rows: rows, context: context)
      for shown in [buffer, buffer.foldedToASCII()] {
        for row in 0..<rows {
          let cells = (0..<columns).map { shown[x: $0, y: row] }
          #expect(cells.reduce(0) { $0 + $1.width } == columns, "row \(row) at \(columns)")
          #expect(cells.allSatisfy { $0.isDrawable })
        }
      }
      #expect(buffer.foldedToASCII().cells.allSatisfy { $0.scalar.isASCII && $0.width == 1 })
    }
  }
}
