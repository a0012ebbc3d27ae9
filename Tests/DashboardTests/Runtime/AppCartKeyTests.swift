import ObserverModel
import Testing

@testable import Dashboard
@testable import Glance
@testable import GlanceCore

/// The cart keys on the real runtime: the model changes and so does the cart panel on screen.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppCartKeyTests {
  private let products = Catalog.standard.products

  @Test func addingProductsUpdatesCountAndExactTotal() async {
    let harness = AppHarness()
    await harness.press(.character("1"), .character("1"), .character("3"))
    let expected = products[0].price * 2 + products[2].price
    #expect(harness.models.cart.state.value.itemCount == 3)
    #expect(harness.models.cart.state.value.total == expected)
    #expect(harness.demo.cartContents == harness.models.cart.state.value)
    #expect(expected == Money(cents: 35_48))
    let screen = harness.screen()
    #expect(screen.contains("3 items · \(expected.description)"))
    #expect(screen.contains("3 items  total \(expected.description)"))
    #expect(screen.contains("×2"))
    #expect(screen.contains("3 in cart"))
  }

  @Test func removeLastTakesTheMostRecentUnit() async {
    let harness = AppHarness()
    await harness.press(.character("1"), .character("3"), .character("d"))
    #expect(harness.models.cart.state.value.itemCount == 1)
    #expect(harness.models.cart.state.value.total == products[0].price)
    #expect(harness.footerMessage == "removed \(products[2].name)")
    #expect(harness.screen().contains("1 item  total \(products[0].price.description)"))
  }

  @Test func clearEmptiesTheCart() async {
    let harness = AppHarness()
    await harness.press(.character("2"), .character("2"), .character("5"), .character("c"))
    #expect(harness.models.cart.state.value.itemCount == 0)
    #expect(harness.footerMessage == "removed 3 items")
    let screen = harness.screen()
    #expect(screen.contains("0 items  total \(Money.zero.description)"))
    #expect(screen.contains("empty: press 1-9, a"))
  }

  @Test func oneUnitIsOneItem() async {
    let harness = AppHarness()
    await harness.press(.character("1"))
    let screen = harness.screen()
    #expect(screen.contains("1 item · \(products[0].price.description)"))
    #expect(screen.contains("1 item  total"))
    #expect(!screen.contains("1 items"))
    await harness.press(.character("c"))
    #expect(harness.footerMessage == "removed 1 item")
  }

  @Test func removingFromAnEmptyCartOnlyExplains() async {
    let harness = AppHarness()
    await harness.press(.character("d"), .character("d"))
    #expect(harness.models.cart.state.value.itemCount == 0)
    let screen = harness.screen()
    #expect(screen.contains("the cart is empty: nothing to remove"))
    #expect(screen.contains("0 items"))
    #expect(!screen.contains("-1 items"))
  }

  @Test func randomProductsFollowTheSeed() async {
    let first = AppHarness(seed: 9)
    let second = AppHarness(seed: 9)
    for harness in [first, second] {
      await harness.press(.character("a"), .character("a"), .character("a"))
    }
    #expect(first.models.cart.state.value.itemCount == 3)
    #expect(first.models.cart.state.value == second.models.cart.state.value)
  }

  @Test func theCartsOwnSnapshotsReachTheState() async {
    let harness = AppHarness()
    defer { harness.finish() }
    harness.models.cart.add(products[4])
    await harness.settle()
    #expect(harness.demo.cartContents.itemCount == 1)
    #expect(harness.screen().contains("1 in cart"))
  }
}
