/// A stripe's block of span ids, and the steps that hand them out: a stripe whose block is
/// used up takes the next block from the store's counter (one atomic add of the block's size,
/// the only step stripes share) and hands out its ids one by one. ``TracingStripe`` runs these
/// steps; the model test runs them for several stripes in every order of their atomic adds,
/// with small blocks, and checks that no id is handed out twice.
struct SpanIDBlock: Sendable, Hashable {
  /// The next id to hand out.
  private var nextID: UInt64 = 0
  /// The first id past the block.
  private var endID: UInt64 = 0

  /// Whether every id of the block has been handed out (a new block is needed).
  var isUsedUp: Bool { nextID == endID }

  /// Starts a new block of `size` ids at `first`, the counter's value before the stripe's add.
  @inline(__always)
  mutating func refill(from first: UInt64, size: UInt64 = TracingStripe.idBlock) {
    nextID = first
    endID = first &+ size
  }

  /// Hands out the block's next id; the block must not be used up.
  @inline(__always)
  mutating func next() -> UInt64 {
    defer { nextID &+= 1 }
    return nextID
  }
}
