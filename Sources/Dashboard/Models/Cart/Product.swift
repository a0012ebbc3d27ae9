/// Something the shop sells: an identifier, a display name and an exact price.
public struct Product: Sendable, Hashable, Identifiable, CustomStringConvertible {
  /// A stable identifier, unique within a ``Catalog``.
  public let id: String
  /// The name shown to shoppers.
  public let name: String
  /// The price of one unit.
  public let price: Money

  /// Creates a product.
  public init(id: String, name: String, price: Money) {
    self.id = id
    self.name = name
    self.price = price
  }

  /// `"Name ($1.23)"`.
  public var description: String { "\(name) (\(price))" }
}
