/// An exact amount of money in cents: prices and totals never go through floating point.
struct Money: Sendable, Hashable, AdditiveArithmetic {
  /// The amount in cents.
  var cents: Int

  /// No money.
  static let zero = Money(cents: 0)

  /// `cents` cents.
  init(cents: Int) { self.cents = cents }

  static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
  static func - (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents - rhs.cents) }
  static func * (lhs: Money, quantity: Int) -> Money { Money(cents: lhs.cents * quantity) }
}
