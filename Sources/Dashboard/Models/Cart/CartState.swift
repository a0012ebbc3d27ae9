/// A cart's contents at one moment: lines in the order products were first added, with the
/// item count and total kept up to date. No quantity is below 1 and nothing is negative;
/// removing what is not there changes nothing and says so.
struct CartState: Sendable, Hashable {
  private(set) var lines: [CartLine] = []
  private(set) var itemCount = 0
  private(set) var total = Money.zero
  /// Each unit's product, in the order the units were added (for ``removeLast()``).
  private var additions: [String] = []

  /// How many units of `product` the cart holds.
  func quantity(of product: Product) -> Int {
    lines.first { $0.id == product.id }?.quantity ?? 0
  }

  /// Adds `quantity` units of `product`; returns whether anything was added.
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
    total += product.price * quantity
    return true
  }

  /// Removes one unit of `product`; returns whether there was one.
  @discardableResult
  mutating func removeOne(_ product: Product) -> Bool {
    guard let index = lines.firstIndex(where: { $0.id == product.id }) else { return false }
    lines[index].quantity -= 1
    if lines[index].quantity == 0 { lines.remove(at: index) }
    if let position = additions.lastIndex(of: product.id) { additions.remove(at: position) }
    itemCount -= 1
    total -= product.price
    return true
  }

  /// The product of the unit added most recently.
  var lastAdded: Product? { additions.last.flatMap { id in lines.first { $0.id == id }?.product } }

  /// Removes the unit added most recently; returns its product, `nil` when empty.
  @discardableResult
  mutating func removeLast() -> Product? {
    guard let product = lastAdded else { return nil }
    return removeOne(product) ? product : nil
  }
}
