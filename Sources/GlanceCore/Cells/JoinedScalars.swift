/// Up to ``Cell/maxJoinedScalars`` zero-width scalars joined to one base, packed in slots of
/// 20 bits (every zero-width scalar lies below U+100000), and their form in a cell's word.
struct JoinedScalars {
  private static let slotBits: UInt64 = 20
  private static let slotMask: UInt64 = (1 << 20) - 1
  private(set) var packed: UInt64 = 0
  private var count = 0

  init() {}

  /// Adds `scalar` if a slot is free (and it fits a slot, as every zero-width scalar does).
  mutating func append(_ scalar: Unicode.Scalar) {
    guard count < Cell.maxJoinedScalars, scalar.value < 1 << 20 else { return }
    packed |= UInt64(scalar.value) << (Self.slotBits * UInt64(count))
    count += 1
  }

  /// The 25 bits a cell keeps of them: 0 for none; one scalar shifted above a clear low bit;
  /// or, for more, the number of their combination in ``JoinedScalarTable`` above a set low
  /// bit (only the first scalar, inline, when the table is full).
  var cellBits: UInt64 {
    guard count > 1 else { return packed << 1 }
    guard let number = JoinedScalarTable.number(of: packed) else {
      return (packed & Self.slotMask) << 1
    }
    return UInt64(number) << 1 | 1
  }

  /// The scalars of a cell's `cellBits` (nonzero).
  init(cellBits: UInt64) {
    packed = cellBits & 1 == 0 ? cellBits >> 1 : JoinedScalarTable.packed(Int(cellBits >> 1))
  }

  /// Calls `body` with each scalar in order.
  func forEach(_ body: (Unicode.Scalar) -> Void) {
    var rest = packed
    while rest != 0 {
      if let mark = Unicode.Scalar(UInt32(truncatingIfNeeded: rest & Self.slotMask)) {
        body(mark)
      }
      rest >>= Self.slotBits
    }
  }
}
