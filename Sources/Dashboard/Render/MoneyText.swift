/// Amounts drawn cell by cell as ``Money/formatted`` spells them (`-$1,234.56`), so that the
/// cart panel needs no string per price or total.
extension Money {
  /// The columns ``formatted`` takes.
  var columns: Int {
    let digits = Money.digitCount(cents.magnitude / 100)
    return (cents < 0 ? 1 : 0) + 1 + digits + (digits - 1) / 3 + 3
  }

  /// How many decimal digits `value` has (1 for zero).
  static func digitCount(_ value: UInt) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }
}

extension RowWriter {
  /// Writes `amount` as ``Money/formatted`` spells it.
  mutating func money(_ amount: Money, _ style: Style, into buffer: inout CellBuffer) {
    let magnitude = amount.cents.magnitude
    if amount.cents < 0 { put("-", style, into: &buffer) }
    put("$", style, into: &buffer)
    let dollars = magnitude / 100
    let digits = Money.digitCount(dollars)
    var divisor: UInt = 1
    for _ in 1..<digits { divisor *= 10 }
    var rest = dollars
    for position in 0..<digits {
      if position > 0, (digits - position) % 3 == 0 { put(",", style, into: &buffer) }
      put(Unicode.Scalar(UInt8(ascii: "0") + UInt8(rest / divisor)), style, into: &buffer)
      rest %= divisor
      divisor /= 10
    }
    put(".", style, into: &buffer)
    let fraction = magnitude % 100
    put(Unicode.Scalar(UInt8(ascii: "0") + UInt8(fraction / 10)), style, into: &buffer)
    put(Unicode.Scalar(UInt8(ascii: "0") + UInt8(fraction % 10)), style, into: &buffer)
  }
}
