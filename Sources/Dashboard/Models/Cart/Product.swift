/// Something the shop sells.
struct Product: Sendable, Hashable, Identifiable {
  /// Unique within a ``Catalog``.
  let id: String
  let name: String
  let price: Money
}

/// One product in a cart and how many of it (at least 1).
struct CartLine: Sendable, Hashable, Identifiable {
  let product: Product
  var quantity: Int

  var id: String { product.id }
  /// Price times quantity.
  var total: Money { product.price * quantity }
}
