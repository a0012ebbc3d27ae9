/// The products a shop offers, in display order.
struct Catalog: Sendable, Equatable {
  /// Identifiers are unique: a product repeating an earlier one's is dropped.
  let products: [Product]

  init(products: [Product]) {
    var seen = Set<String>()
    self.products = products.filter { seen.insert($0.id).inserted }
  }

  /// The demo shop's twelve products.
  static let standard = Catalog(
    products: [
      ("coffee", "Coffee beans", 1299), ("tea", "Green tea", 650), ("mug", "Mug", 950),
      ("notebook", "Notebook", 425), ("pen", "Pen", 199), ("headphones", "Headphones", 5900),
      ("cable", "USB-C cable", 849), ("backpack", "Backpack", 4500),
      ("bottle", "Water bottle", 1575), ("lamp", "Desk lamp", 2995),
      ("keyboard", "Keyboard", 7999), ("mouse", "Mouse", 2499),
    ].map { Product(id: $0, name: $1, price: Money(cents: $2)) })
}
