import ObserverModel

/// A shopping cart whose state any thread may change and anyone may observe.
///
/// The cart publishes every change through ``state``, an ``Observer`` of ``CartState``:
///
/// ```swift
/// let cart = Cart()
/// let subscription = cart.state.observe { state in
///   print("\(state.itemCount) items, \(state.total)")   // "0 items, $0.00" now, then per change
/// }
/// cart.add(Catalog.standard.products[0])
/// ```
///
/// Each operation is atomic. An operation that changes nothing (removing from an empty cart,
/// say) publishes nothing and reports it through its result.
final class Cart: Sendable {
  /// The products this cart draws random additions from.
  let catalog: Catalog
  /// The cart's contents, published on every change.
  let state: Observer<CartState>

  /// Creates a cart holding `contents` (empty by default).
  init(catalog: Catalog = .standard, contents: CartState = CartState()) {
    self.catalog = catalog
    state = Observer(contents)
  }

  /// The current contents.
  var contents: CartState { state.value }

  /// The number of units in the cart.
  var itemCount: Int { contents.itemCount }

  /// The price of everything in the cart.
  var total: Money { contents.total }

  /// Adds `quantity` units of `product`; returns whether anything was added.
  @discardableResult
  func add(_ product: Product, quantity: Int = 1) -> Bool {
    state.modify(ifChanged: { contents in
      let added = contents.add(product, quantity: quantity)
      return (result: added, changed: added)
    })
  }

  /// Adds one unit of a product drawn from ``catalog`` with `generator`; returns it, or `nil`
  /// when the catalog is empty.
  @discardableResult
  func addRandomProduct<Generator: RandomNumberGenerator>(
    using generator: inout Generator
  ) -> Product? {
    guard let product = catalog.randomProduct(using: &generator) else { return nil }
    add(product)
    return product
  }

  /// Removes one unit of `product`; returns `false` when the cart has none (nothing changes).
  @discardableResult
  func removeOne(_ product: Product) -> Bool {
    state.modify(ifChanged: { contents in
      let removed = contents.removeOne(product)
      return (result: removed, changed: removed)
    })
  }

  /// Removes the unit added most recently; returns its product, or `nil` when the cart is empty
  /// (nothing changes).
  @discardableResult
  func removeLast() -> Product? {
    state.modify(ifChanged: { contents in
      let product = contents.removeLast()
      return (result: product, changed: product != nil)
    })
  }

  /// Empties the cart; returns how many units were removed (0 when it was already empty, in
  /// which case nothing is published).
  @discardableResult
  func clear() -> Int {
    state.modify(ifChanged: { contents in
      let removed = contents.removeAll()
      return (result: removed, changed: removed > 0)
    })
  }
}
