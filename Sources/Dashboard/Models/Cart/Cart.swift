import ObserverModel

/// A shopping cart that any thread may change and anyone may observe through ``state``. Each
/// operation is atomic, and one that changes nothing publishes nothing.
final class Cart: Sendable {
  /// The products random additions are drawn from.
  let catalog: Catalog
  /// The contents, published on every change.
  let state: Observer<CartState>

  init(catalog: Catalog = .standard, contents: CartState = CartState()) {
    self.catalog = catalog
    state = Observer(contents)
  }

  /// Adds `quantity` units of `product`; returns whether anything was added.
  @discardableResult
  func add(_ product: Product, quantity: Int = 1) -> Bool {
    change { $0.add(product, quantity: quantity) }
  }

  /// Adds one unit of a product drawn with `generator`; returns it (`nil` for no catalog).
  @discardableResult
  func addRandomProduct(using generator: inout some RandomNumberGenerator) -> Product? {
    guard let product = catalog.products.randomElement(using: &generator) else { return nil }
    add(product)
    return product
  }

  /// Removes the unit added most recently; returns its product, `nil` when empty.
  @discardableResult
  func removeLast() -> Product? { change { $0.removeLast() } }

  /// Empties the cart; returns how many units it held.
  @discardableResult
  func clear() -> Int {
    change { contents in
      defer { contents = CartState() }
      return contents.itemCount
    }
  }

  /// Applies `body`, publishing the contents only if it changed them (every change changes the
  /// item count).
  private func change<Result>(_ body: (inout CartState) -> Result) -> Result {
    state.modify(ifChanged: { contents in
      let count = contents.itemCount
      let result = body(&contents)
      return (result: result, changed: contents.itemCount != count)
    })
  }
}
