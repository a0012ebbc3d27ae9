/// A small seeded generator (SplitMix64), so that a randomised test repeats exactly and a
/// failure names the seed that found it.
package struct SplitMix {
  private var state: UInt64

  /// A generator whose sequence `seed` decides.
  package init(seed: UInt64) { state = seed }

  /// The next number of the sequence.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// The next number of the sequence, reduced to `0..<bound`.
  package mutating func next(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}
