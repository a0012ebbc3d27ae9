/// An exact decimal amount kept in integer minor units, such as a price in cents, drawn as
/// `-$1,234.56`: a sign, an optional one-column symbol, the whole part grouped in thousands by
/// commas, then the fraction digits. Drawn digit by digit (``RowWriter/amount(_:_:into:)``), so
/// no string is built for it on a frame.
public struct Amount: Hashable, Sendable {
  /// The amount in minor units (`123456` is `1,234.56` with two fraction digits).
  public var minorUnits: Int
  /// How many of the last digits are the fraction (0 to 18).
  public var fractionDigits: Int
  /// Shown after the sign and before the digits, such as `$`.
  public var symbol: Unicode.Scalar?

  /// An amount of `minorUnits` with `fractionDigits` of them after the point (clamped to 0…18).
  public init(minorUnits: Int, fractionDigits: Int, symbol: Unicode.Scalar? = nil) {
    self.minorUnits = minorUnits
    self.fractionDigits = min(max(fractionDigits, 0), 18)
    self.symbol = symbol
  }

  /// Ten to the power of ``fractionDigits``: the minor units in one whole unit.
  var unit: UInt {
    var unit: UInt = 1
    for _ in 0..<fractionDigits { unit *= 10 }
    return unit
  }

  /// The columns the amount takes.
  public var columns: Int {
    let digits = DecimalText.digitCount(minorUnits.magnitude / unit)
    let sign = minorUnits < 0 ? 1 : 0
    let fraction = fractionDigits > 0 ? 1 + fractionDigits : 0
    return sign + (symbol == nil ? 0 : 1) + digits + (digits - 1) / 3 + fraction
  }
}

extension RowWriter {
  /// Writes `amount` as ``Amount`` describes it.
  public mutating func amount(_ amount: Amount, _ style: Style, into buffer: inout ClippedBuffer) {
    let magnitude = amount.minorUnits.magnitude
    if amount.minorUnits < 0 { put("-", style, into: &buffer) }
    if let symbol = amount.symbol { put(symbol, style, into: &buffer) }
    let unit = amount.unit
    let whole = magnitude / unit
    let digits = DecimalText.digitCount(whole)
    var position = 0
    DecimalText.forEachDigit(of: whole) { digit in
      if position > 0, (digits - position) % 3 == 0 { put(",", style, into: &buffer) }
      put(Unicode.Scalar(digit), style, into: &buffer)
      position += 1
    }
    guard amount.fractionDigits > 0 else { return }
    put(".", style, into: &buffer)
    var divisor = unit / 10
    let fraction = magnitude % unit
    while divisor > 0 {
      put(Unicode.Scalar(UInt8(ascii: "0") + UInt8(fraction / divisor % 10)), style, into: &buffer)
      divisor /= 10
    }
  }
}

extension Amount: CustomStringConvertible {
  /// The amount as ``RowWriter/amount(_:_:into:)`` draws it, such as `-$1,234.56`.
  public var description: String {
    var buffer = CellBuffer(width: columns, height: 1)
    buffer.draw(clippedTo: buffer.bounds) { view in
      var writer = RowWriter(row: 0, of: view.area, in: view)
      writer.amount(self, .normal, into: &view)
    }
    return buffer.text
  }
}
