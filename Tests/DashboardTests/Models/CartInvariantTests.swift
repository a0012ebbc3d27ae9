import ObserverModel
import Testing

@testable import Dashboard

/// Seeded random sequences of cart operations, checked against the cart's invariants and a
/// simple reference model after every step.
@Suite struct CartInvariantTests {
  @Test(arguments: 1...25)
  func randomOperationSequencesKeepTheInvariants(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let catalog = Catalog.standard
    let cart = Cart(catalog: catalog)
    var reference: [Product] = []  // one entry per unit, in the order added
    for _ in 0..<300 {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<4:
        if let product = cart.addRandomProduct(using: &generator) { reference.append(product) }
      case 4:
        let product = catalog.products.randomElement(using: &generator)!
        let quantity = Int.random(in: -1...3, using: &generator)
        if cart.add(product, quantity: quantity) {
          reference += Array(repeating: product, count: quantity)
        }
      case 5..<7:
        let product = catalog.products.randomElement(using: &generator)!
        let removed = cart.state.modify(ifChanged: { contents in
          let removed = contents.removeOne(product)
          return (result: removed, changed: removed)
        })
        #expect(removed == reference.contains(product))
        if let index = reference.lastIndex(of: product) { reference.remove(at: index) }
      case 7..<9:
        #expect(cart.removeLast() == reference.popLast())
      default:
        #expect(cart.clear() == reference.count)
        reference.removeAll()
      }
      let state = cart.state.value
      #expect(state.itemCount == state.lines.reduce(0) { $0 + $1.quantity })
      #expect(state.total == state.lines.reduce(Money.zero) { $0 + $1.total })
      #expect(state.itemCount == reference.count)
      #expect(state.total == reference.reduce(Money.zero) { $0 + $1.price })
      #expect(state.itemCount >= 0 && state.total.cents >= 0)
      #expect(state.lines.allSatisfy { $0.quantity >= 1 })
      #expect(state.lastAdded == reference.last)
    }
  }
}
