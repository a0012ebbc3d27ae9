import GlanceCore

/// Money as the cart draws it, in US dollars: `$1,234.56`, `-$0.05` (a sign, the symbol, the
/// dollars grouped in thousands by commas, then two digits of cents). Exact: worked out from the
/// integer cents, digit by digit, with no floating point.
extension Money: CustomStringConvertible {
  /// The columns the amount takes, measured without building its string.
  var columns: Int {
    let digits = DecimalText.digitCount(cents.magnitude / 100)
    return (cents < 0 ? 1 : 0) + 1 + digits + (digits - 1) / 3 + 3
  }

  var description: String {
    var buffer = CellBuffer(width: columns, height: 1)
    buffer.draw(clippedTo: buffer.bounds) { view in
      var writer = RowWriter(row: 0, of: view.area, in: view)
      writer.money(self, .normal, into: &view)
    }
    return buffer.text
  }
}

extension RowWriter {
  /// Writes `money` as ``Money/description`` spells it, cell by cell, without a string: the
  /// cart's total is drawn this way on every frame that redraws the cart.
  mutating func money(_ money: Money, _ style: Style, into buffer: inout ClippedBuffer) {
    let magnitude = money.cents.magnitude
    if money.cents < 0 { put("-", style, into: &buffer) }
    put("$", style, into: &buffer)
    let dollars = magnitude / 100
    let count = DecimalText.digitCount(dollars)
    var position = 0
    DecimalText.forEachDigit(of: dollars) { digit in
      if position > 0, (count - position) % 3 == 0 { put(",", style, into: &buffer) }
      put(Unicode.Scalar(digit), style, into: &buffer)
      position += 1
    }
    put(".", style, into: &buffer)
    digits(magnitude / 10 % 10, style, into: &buffer)
    digits(magnitude % 10, style, into: &buffer)
  }
}
