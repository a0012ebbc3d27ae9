/// A product as the seeds' examples use one: the library's tests only need something to put in
/// an `Observer<[Product]>`, not the dashboard's shop.
struct Product: Sendable, Hashable {
  let id: String
  let priceInCents: Int

  /// Two distinct products for examples that append to a list.
  static let samples = [
    Product(id: "coffee", priceInCents: 1299),
    Product(id: "tea", priceInCents: 650),
  ]
}
