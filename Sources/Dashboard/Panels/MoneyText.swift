import GlanceCore

/// Amounts as the kit draws them, US dollars: `$1,234.56`, `-$0.05`.
extension Money: CustomStringConvertible {
  /// The amount as the cart panel draws it, cell by cell.
  var amount: Amount { Amount(minorUnits: cents, fractionDigits: 2, symbol: "$") }

  /// The columns the amount takes.
  var columns: Int { amount.columns }

  var description: String { amount.description }
}
