/// Decimal text for figures the panels redraw on every frame, without `String(format:)`: going
/// through Foundation's formatter cost more than the rest of the numbers panel together.
public enum DecimalText {
  /// `numerator / denominator` with one decimal, rounded half to even like `%.1f`. Computed in
  /// integers, so it is exact and cannot overflow; a negative quotient keeps its sign even when
  /// it rounds to zero ("-0.0"), as `%.1f` writes it. `denominator` must be positive.
  public static func tenths(_ numerator: Int, over denominator: Int) -> String {
    let quotient = Tenths(numerator, over: denominator)
    return "\(quotient.isNegative ? "-" : "")\(quotient.whole).\(quotient.tenth)"
  }

  /// How many decimal digits `value` has (1 for zero).
  public static func digitCount(_ value: UInt) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// The columns `value` takes in decimal, its minus sign included.
  public static func columns(of value: Int) -> Int {
    (value < 0 ? 1 : 0) + digitCount(value.magnitude)
  }

  /// Calls `body` with each decimal digit of `value` as an ASCII byte, most significant first:
  /// what writers that draw figures cell by cell walk instead of a string.
  public static func forEachDigit(of value: UInt, _ body: (UInt8) -> Void) {
    var divisor: UInt = 1
    while value / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      body(UInt8(ascii: "0") + UInt8(value / divisor % 10))
      divisor /= 10
    }
  }

  /// A quotient rounded to tenths, as its sign, whole part and tenths digit (so that a
  /// ``RowWriter`` can write it without a string).
  package struct Tenths {
    /// Whether the quotient is below zero (also when it rounds to zero).
    package var isNegative: Bool
    /// The whole part, without its sign.
    public var whole: UInt
    /// The tenths digit.
    public var tenth: UInt

    /// `numerator / denominator`, rounded half to even; `denominator` must be positive.
    public init(_ numerator: Int, over denominator: Int) {
      precondition(denominator > 0, "a quotient needs a positive denominator")
      let divisor = denominator.magnitude
      var whole = numerator.magnitude / divisor
      let remainder = numerator.magnitude % divisor
      // remainder × 10 < divisor × 10 may not fit in a word; the quotient (a digit) always does.
      // When it fits (any real count), plain division avoids the 128-bit routine.
      var (tenth, rest) =
        remainder <= UInt.max / 10
        ? ((remainder * 10) / divisor, (remainder * 10) % divisor)
        : divisor.dividingFullWidth(remainder.multipliedFullWidth(by: 10))
      if 2 * rest > divisor || (2 * rest == divisor && tenth % 2 == 1) {
        tenth += 1
        if tenth == 10 {
          tenth = 0
          whole += 1
        }
      }
      (isNegative, self.whole, self.tenth) = (numerator < 0, whole, tenth)
    }
  }
}
