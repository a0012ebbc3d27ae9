/// The contents of a cart at one moment: its lines, in the order products were first added, and
/// the item count and total, kept up to date with every change.
///
/// Every operation keeps these invariants: ``itemCount`` is the sum of the quantities, ``total``
/// is the sum of the line totals, no quantity is below 1, and nothing is ever negative.
/// Removing something that is not there changes nothing and says so.
struct CartState: Sendable, Hashable {
  /// The lines, in the order their products were first added.
  private(set) var lines: [CartLine] = []
  /// The number of units in the cart.
  private(set) var itemCount = 0
  /// The price of everything in the cart.
  private(set) var total = Money.zero
  /// The product of each unit, in the order the units were added (for ``removeLast()``).
  private var additions: [String] = []

  /// An empty cart.
  init() {}

  /// Whether the cart holds nothing.
  var isEmpty: Bool { itemCount == 0 }

  /// How many units of `product` the cart holds.
  func quantity(of product: Product) -> Int {
    lines.first { $0.id == product.id }?.quantity ?? 0
  }

  /// The product whose unit was added most recently, if any.
  var lastAdded: Product? {
    guard let id = additions.last else { return nil }
    return lines.first { $0.id == id }?.product
  }

  /// Adds `quantity` units of `product` (nothing when `quantity` is below 1); returns whether
  /// anything was added.
  @discardableResult
  mutating func add(_ product: Product, quantity: Int = 1) -> Bool {
    guard quantity > 0 else { return false }
    if let index = lines.firstIndex(where: { $0.id == product.id }) {
      lines[index].quantity += quantity
    } else {
      lines.append(CartLine(product: product, quantity: quantity))
    }
    additions.append(contentsOf: repeatElement(product.id, count: quantity))
    itemCount += quantity
    total = total + product.price * quantity
    return true
  }

  /// Removes one unit of `product`; returns `false` (changing nothing) when there is none.
  @discardableResult
  mutating func removeOne(_ product: Product) -> Bool {
    guard let index = lines.firstIndex(where: { $0.id == product.id }) else { return false }
    let removed = lines[index].product
    if lines[index].quantity > 1 {
      lines[index].quantity -= 1
    } else {
      lines.remove(at: index)
    }
    if let position = additions.lastIndex(of: removed.id) { additions.remove(at: position) }
    itemCount -= 1
    total = total - removed.price
    return true
  }

  /// Removes the unit added most recently and returns its product; `nil` (changing nothing)
  /// when the cart is empty.
  @discardableResult
  mutating func removeLast() -> Product? {
    guard let product = lastAdded else { return nil }
    removeOne(product)
    return product
  }

  /// Empties the cart; returns how many units were removed.
  @discardableResult
  mutating func removeAll() -> Int {
    let removed = itemCount
    self = CartState()
    return removed
  }
}
