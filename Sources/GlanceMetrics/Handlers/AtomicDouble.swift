import Synchronization

extension Atomic where Value == UInt64 {
  /// Adds `amount` to the `Double` whose bit pattern this holds, retrying until no other
  /// writer came in between: a floating-point add with no lock.
  @inline(__always)
  func addToDouble(_ amount: Double) {
    var bits = load(ordering: .relaxed)
    while true {
      let sum = (Double(bitPattern: bits) + amount).bitPattern
      let (exchanged, found) = compareExchange(
        expected: bits, desired: sum, ordering: .sequentiallyConsistent)
      if exchanged { return }
      bits = found
    }
  }

  /// The `Double` whose bit pattern this holds.
  var double: Double { Double(bitPattern: load(ordering: .sequentiallyConsistent)) }

  /// Stores `value`'s bit pattern.
  func store(double value: Double) {
    store(value.bitPattern, ordering: .sequentiallyConsistent)
  }
}
