/// Something the shop sells: an identifier, a display name and an exact price.
struct Product: Sendable, Hashable, Identifiable, CustomStringConvertible {
  /// A stable identifier, unique within a ``Catalog``.
  let id: String
  /// The name shown to shoppers.
  let name: String
  /// The price of one unit.
  let price: Money

  /// Creates a product.
  init(id: String, name: String, price: Money) {
    self.id = id
    self.name = name
    self.price = price
  }

  /// `"Name ($1.23)"`.
  var description: String { "\(name) (\(price))" }
}
