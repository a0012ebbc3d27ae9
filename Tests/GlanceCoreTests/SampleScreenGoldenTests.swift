import TestSupport
import Testing

@testable import GlanceCore

/// A whole dashboard-like screen composed of the widgets (`SampleScreen`), compared with
/// `Golden/sample-*.txt` (re-record with `RECORD_GOLDEN=1`).
@Suite struct SampleScreenGoldenTests {
  static let sizes = [
    TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40),
    TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 30, rows: 8),
    TerminalSize(columns: 10, rows: 3),
  ]

  static let variants: [(name: String, context: RenderContext)] = [
    ("utf8-color", RenderContext(ascii: false, color: true)),
    ("ascii-mono", RenderContext(ascii: true, color: false)),
  ]

  @Test(arguments: sizes)
  func sampleScreen(size: TerminalSize) {
    for variant in Self.variants {
      let screen = SampleScreen.render(size: size, context: variant.context)
      assertGolden(screen.text, named: "sample-\(size)-\(variant.name)")
    }
  }

  @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)])
  func sampleScreenWithHelpOverlay(size: TerminalSize) {
    for variant in Self.variants {
      let screen = SampleScreen.render(size: size, context: variant.context, help: true)
      assertGolden(screen.text, named: "sample-\(size)-\(variant.name)-help")
    }
  }

  /// Colour versus monochrome shows only in styles, so one case records the style maps too.
  @Test func sampleScreenStyleMaps() {
    let screen = SampleScreen.render(
      size: TerminalSize(columns: 80, rows: 24), context: .standard, help: true)
    let maps =
      ["# roles"] + screen.roleMapLines() + [
        "# attributes (hex: bold 1, dim 2, reverse 4, underline 8)"
      ]
      + screen.attributeMapLines()
    assertGolden(maps.joined(separator: "\n"), named: "sample-80x24-styles")
  }

  @Test func screensFitTheirSizeExactly() {
    for size in Self.sizes {
      let screen = SampleScreen.render(size: size, context: .standard)
      #expect(screen.lines().count == size.rows)
      #expect(screen.lines().allSatisfy { $0.count <= size.columns })
    }
  }
}
