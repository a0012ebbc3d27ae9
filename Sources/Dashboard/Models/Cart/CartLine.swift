/// One product in a cart and how many of it.
struct CartLine: Sendable, Hashable, Identifiable {
  /// The product.
  let product: Product
  /// How many units; always at least 1 while the line is in a cart.
  var quantity: Int

  /// Creates a line.
  init(product: Product, quantity: Int) {
    self.product = product
    self.quantity = quantity
  }

  /// The product's identifier.
  var id: String { product.id }

  /// Price times quantity.
  var total: Money { product.price * quantity }
}
