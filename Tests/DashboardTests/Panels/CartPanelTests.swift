import Testing

@testable import Dashboard
@testable import Glance
@testable import GlanceCore

/// The cart panel's layout: the catalog keeps its prices whenever there is room for them beside
/// the lines, and a total that fits is never cut.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CartPanelTests {
  /// Seven headphones, two coffees, two mugs: $457.98, eleven items.
  private func screen(_ size: TerminalSize) async -> String {
    let harness = AppHarness(size: size)
    for key in "66666661133" { await harness.press(.character(key)) }
    return harness.screen()
  }

  @Test(arguments: [TerminalSize(columns: 100, rows: 30), TerminalSize(columns: 120, rows: 40)])
  func pricesStayWhenTheCartHasItems(size: TerminalSize) async {
    let text = await screen(size)
    #expect(text.contains("Price"))
    #expect(text.contains("$59.00"))  // the headphones' catalog price
    #expect(text.contains("11 items  total $457.98"))
  }

  @Test func theTotalIsWholeAtEightyColumns() async {
    let text = await screen(TerminalSize(columns: 80, rows: 24))
    #expect(text.contains("$457.98"))
    #expect(!text.contains("$457.…"))
    #expect(text.contains("$413.00"))  // the widest line total, whole too
  }

  @Test func aNarrowPanelDropsThePricesBeforeTheLines() async {
    var buffer = CellBuffer(width: 38, height: 12)
    var contents = CartState()
    contents.add(Catalog.standard.products[5], quantity: 7)
    CartPanel(catalog: .standard, contents: contents).render(
      into: &buffer, area: buffer.bounds, context: .standard)
    #expect(!buffer.text.contains("Price"))
    #expect(buffer.text.contains("Headphones"))
    #expect(buffer.text.contains("$413.00"))
  }
}
