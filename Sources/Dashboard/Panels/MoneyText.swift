import GlanceCore

/// Amounts drawn cell by cell as ``Money/formatted`` spells them (`-$1,234.56`), so that the
/// cart panel needs no string per price or total.
extension Money {
  /// The amount as the kit draws it: cents with two fraction digits after a dollar sign.
  var amount: Amount { Amount(minorUnits: cents, fractionDigits: 2, symbol: "$") }

  /// The columns ``formatted`` takes.
  var columns: Int { amount.columns }
}
