/// The products a shop offers, in display order.
struct Catalog: Sendable, Equatable {
  /// The products, in display order; identifiers are unique.
  let products: [Product]

  /// Creates a catalog. Products whose identifier repeats an earlier one are dropped.
  init(products: [Product]) {
    var seen = Set<String>()
    self.products = products.filter { seen.insert($0.id).inserted }
  }

  /// The product with identifier `id`, if the catalog has it.
  func product(id: String) -> Product? {
    products.first { $0.id == id }
  }

  /// A product chosen uniformly with `generator`; `nil` when the catalog is empty.
  func randomProduct<Generator: RandomNumberGenerator>(
    using generator: inout Generator
  ) -> Product? {
    products.randomElement(using: &generator)
  }

  /// The demo shop's twelve products.
  static let standard = Catalog(products: [
    Product(id: "coffee", name: "Coffee beans", price: Money(dollars: 12, cents: 99)),
    Product(id: "tea", name: "Green tea", price: Money(dollars: 6, cents: 50)),
    Product(id: "mug", name: "Mug", price: Money(dollars: 9, cents: 50)),
    Product(id: "notebook", name: "Notebook", price: Money(dollars: 4, cents: 25)),
    Product(id: "pen", name: "Pen", price: Money(dollars: 1, cents: 99)),
    Product(id: "headphones", name: "Headphones", price: Money(dollars: 59)),
    Product(id: "cable", name: "USB-C cable", price: Money(dollars: 8, cents: 49)),
    Product(id: "backpack", name: "Backpack", price: Money(dollars: 45)),
    Product(id: "bottle", name: "Water bottle", price: Money(dollars: 15, cents: 75)),
    Product(id: "lamp", name: "Desk lamp", price: Money(dollars: 29, cents: 95)),
    Product(id: "keyboard", name: "Keyboard", price: Money(dollars: 79, cents: 99)),
    Product(id: "mouse", name: "Mouse", price: Money(dollars: 24, cents: 99)),
  ])
}
