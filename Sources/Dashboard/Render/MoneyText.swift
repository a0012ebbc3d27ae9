/// Amounts drawn cell by cell as ``Money/formatted`` spells them (`-$1,234.56`), so that the
/// cart panel needs no string per price or total.
extension Money {
  /// The columns ``formatted`` takes.
  var columns: Int {
    let digits = DecimalText.digitCount(cents.magnitude / 100)
    return (cents < 0 ? 1 : 0) + 1 + digits + (digits - 1) / 3 + 3
  }
}

extension RowWriter {
  /// Writes `amount` as ``Money/formatted`` spells it.
  mutating func money(_ amount: Money, _ style: Style, into buffer: inout CellBuffer) {
    let magnitude = amount.cents.magnitude
    if amount.cents < 0 { put("-", style, into: &buffer) }
    put("$", style, into: &buffer)
    let dollars = magnitude / 100
    let digits = DecimalText.digitCount(dollars)
    var position = 0
    DecimalText.forEachDigit(of: dollars) { digit in
      if position > 0, (digits - position) % 3 == 0 { put(",", style, into: &buffer) }
      put(Unicode.Scalar(digit), style, into: &buffer)
      position += 1
    }
    put(".", style, into: &buffer)
    let fraction = magnitude % 100
    put(Unicode.Scalar(UInt8(ascii: "0") + UInt8(fraction / 10)), style, into: &buffer)
    put(Unicode.Scalar(UInt8(ascii: "0") + UInt8(fraction % 10)), style, into: &buffer)
  }
}
