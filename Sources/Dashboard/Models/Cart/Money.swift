/// An exact amount of money in integer minor units (cents), formatted as US dollars.
///
/// Arithmetic is exact: prices and totals never go through floating point.
///
/// ```swift
/// let price = Money(cents: 1234)
/// print(price * 3)   // "$37.02"
/// ```
struct Money: Sendable, Hashable, Comparable, AdditiveArithmetic, CustomStringConvertible {
  /// The amount in cents.
  var cents: Int

  /// No money.
  static let zero = Money(cents: 0)

  /// An amount of `cents` cents.
  init(cents: Int) {
    self.cents = cents
  }

  /// An amount of `dollars` dollars and `cents` cents (`Money(dollars: 12, cents: 34)` is
  /// $12.34).
  init(dollars: Int, cents: Int = 0) {
    self.cents = dollars * 100 + cents
  }

  /// The amount as currency: `"$1,234.56"`, `"-$0.05"`.
  var formatted: String {
    let magnitude = cents.magnitude
    let dollars = String(magnitude / 100)
    var grouped = ""
    for (offset, digit) in dollars.enumerated() {
      if offset > 0, (dollars.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    let remainder = magnitude % 100
    let fraction = remainder < 10 ? "0\(remainder)" : "\(remainder)"
    return "\(cents < 0 ? "-" : "")$\(grouped).\(fraction)"
  }

  /// The same as ``formatted``.
  var description: String { formatted }

  /// The sum of two amounts.
  static func + (lhs: Money, rhs: Money) -> Money {
    Money(cents: lhs.cents + rhs.cents)
  }

  /// The difference of two amounts.
  static func - (lhs: Money, rhs: Money) -> Money {
    Money(cents: lhs.cents - rhs.cents)
  }

  /// The amount `quantity` times over.
  static func * (lhs: Money, quantity: Int) -> Money {
    Money(cents: lhs.cents * quantity)
  }

  /// Orders amounts by value.
  static func < (lhs: Money, rhs: Money) -> Bool {
    lhs.cents < rhs.cents
  }
}
