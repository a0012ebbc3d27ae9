/// One product in a cart and how many of it.
public struct CartLine: Sendable, Hashable, Identifiable {
  /// The product.
  public let product: Product
  /// How many units; always at least 1 while the line is in a cart.
  public internal(set) var quantity: Int

  /// Creates a line.
  public init(product: Product, quantity: Int) {
    self.product = product
    self.quantity = quantity
  }

  /// The product's identifier.
  public var id: String { product.id }

  /// Price times quantity.
  public var total: Money { product.price * quantity }
}
