import GlanceCore
import Testing

/// A terminal's size as `--size` spells it (`100x30`), and whether one fits another.
@Suite struct TerminalSizeTests {
  @Test func parsesAndDescribes() {
    #expect(TerminalSize(parsing: "100x30") == TerminalSize(columns: 100, rows: 30))
    #expect(TerminalSize(parsing: "80X24")?.description == "80x24")
    #expect(TerminalSize(parsing: "80") == nil)
    #expect(TerminalSize(parsing: "-1x5") == nil)
    #expect(TerminalSize(parsing: "axb") == nil)
    #expect(TerminalSize(columns: -3, rows: 2).columns == 0)
  }

  @Test func fits() {
    let needed = TerminalSize(columns: 80, rows: 24)
    #expect(TerminalSize(columns: 80, rows: 24).fits(needed))
    #expect(!TerminalSize(columns: 79, rows: 40).fits(needed))
  }
}
