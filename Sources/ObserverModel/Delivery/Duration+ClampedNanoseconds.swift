extension Duration {
  /// The duration in whole nanoseconds, 0 if negative, `Int.max` if it does not fit.
  var clampedNanoseconds: Int {
    let (seconds, attoseconds) = components
    guard seconds >= 0 else { return 0 }
    let whole = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !whole.overflow else { return .max }
    let total = whole.partialValue.addingReportingOverflow(attoseconds / 1_000_000_000)
    return total.overflow ? .max : Int(total.partialValue)
  }
}
