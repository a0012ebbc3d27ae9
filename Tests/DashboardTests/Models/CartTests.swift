import ObserverModel
import TestSupport
import Testing

@testable import Dashboard

@Suite struct CartTests {
  private let catalog = Catalog.standard
  private var coffee: Product { catalog.products.first { $0.id == "coffee" }! }
  private var pen: Product { catalog.products.first { $0.id == "pen" }! }

  @Test func theStandardCatalogHasAtLeastNineDistinctPricedProducts() {
    #expect(catalog.products.count >= 9)
    #expect(Set(catalog.products.map(\.id)).count == catalog.products.count)
    #expect(catalog.products.allSatisfy { $0.price.cents > 0 && !$0.name.isEmpty })
  }

  /// Seed 001's flow: an `Observer<[Product]>`, a callback showing count and total, updates by
  /// get-append-update, and a released disposable that stops the callbacks.
  @Test func seedShoppingFlow() {
    let productsObserver: Observer<[Product]> = Observer([])
    let labels = TestLog<String>()
    var disposable: Disposable! = productsObserver.observe { products in
      let price = products.reduce(Money.zero) { $0 + $1.price }
      labels.append("\(products.count) items, \(price)")
    }
    var productsInCart = productsObserver.getValue() as [Product]
    productsInCart.append(coffee)
    productsObserver.update(productsInCart)
    productsObserver.modify { $0.append(pen) }
    #expect(labels.values == ["0 items, $0.00", "1 items, $12.99", "2 items, $14.98"])
    disposable = nil
    productsObserver.modify { $0.append(pen) }
    #expect(labels.count == 3)
    #expect(productsObserver.getValue().count == 3)
    _ = disposable
  }

  @Test func cartPublishesCountsAndTotals() {
    let cart = Cart()
    let log = TestLog<String>()
    let subscription = cart.state.observe { log.append("\($0.itemCount) \($0.total)") }
    cart.add(coffee)
    cart.add(coffee)
    cart.add(pen, quantity: 3)
    #expect(log.values == ["0 $0.00", "1 $12.99", "2 $25.98", "5 $31.95"])
    #expect(cart.state.value.lines.map(\.quantity) == [2, 3])
    #expect(cart.state.value.lines.map(\.total) == [Money(cents: 2598), Money(cents: 597)])
    #expect(cart.state.value.itemCount == 5)
    #expect(cart.state.value.total == Money(cents: 3195))
    withExtendedLifetime(subscription) {}
  }

  @Test func removingFromAnEmptyCartIsAReportedNoOp() {
    let cart = Cart()
    let published = CallCounter()
    let subscription = cart.state.observe(skippingInitialValue: true) { _ in
      published.increment()
    }
    #expect(cart.removeLast() == nil)
    #expect(cart.clear() == 0)
    #expect(cart.add(coffee, quantity: 0) == false)
    #expect(cart.state.value.itemCount == 0)
    #expect(cart.state.value.total == .zero)
    #expect(published.count == 0)
    withExtendedLifetime(subscription) {}
  }

  @Test func removeOneTakesOneUnitAndDropsEmptyLines() {
    var contents = CartState()
    contents.add(coffee, quantity: 2)
    contents.add(pen)
    let removed = [contents.removeOne(coffee), contents.removeOne(pen)]
    #expect(removed == [true, true])
    #expect(contents.quantity(of: coffee) == 1)
    #expect(contents.lines.map(\.id) == ["coffee"])
    let again = contents.removeOne(pen)
    #expect(!again)
    #expect(contents.itemCount == 1 && contents.total == coffee.price)
  }

  @Test func removeLastUndoesTheMostRecentAddition() {
    let cart = Cart()
    cart.add(coffee)
    cart.add(pen)
    cart.add(coffee)
    #expect(cart.removeLast() == coffee)
    #expect(cart.removeLast() == pen)
    #expect(cart.removeLast() == coffee)
    #expect(cart.removeLast() == nil)
    #expect(cart.state.value.itemCount == 0)
  }

  @Test func clearEmptiesTheCartAndSaysHowMuchWasRemoved() {
    let cart = Cart()
    cart.add(coffee, quantity: 2)
    cart.add(pen)
    #expect(cart.clear() == 3)
    #expect(cart.state.value == CartState())
  }

  @Test func addRandomProductIsReproducibleWithASeededGenerator() {
    func picks(seed: UInt64) -> [String] {
      let cart = Cart()
      var generator = SeededGenerator(seed: seed)
      return (0..<20).compactMap { _ in cart.addRandomProduct(using: &generator)?.id }
    }
    #expect(picks(seed: 7) == picks(seed: 7))
    #expect(picks(seed: 7).count == 20)
    #expect(Set(picks(seed: 7)).count > 1)
    var generator = SeededGenerator(seed: 1)
    #expect(Cart(catalog: Catalog(products: [])).addRandomProduct(using: &generator) == nil)
  }
}
