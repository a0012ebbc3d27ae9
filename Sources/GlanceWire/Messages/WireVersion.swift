/// The versions of the wire format, and how the two sides agree on one.
///
/// A viewer's first message names the lowest and highest version it speaks; the program answers
/// with the highest both speak, or refuses with its own range, so that either side can say which
/// versions each speaks.
package enum WireVersion {
  /// The versions this build speaks.
  package static let supported: ClosedRange<UInt16> = 1...2

  /// The four bytes that open a viewer's first message: the stream is a Glance viewer's.
  package static let magic: [UInt8] = Array("GLNC".utf8)

  /// The highest version in both ranges, or `nil` when they do not overlap.
  package static func agreed(
    ours: ClosedRange<UInt16> = supported, theirs: ClosedRange<UInt16>
  ) -> UInt16? {
    let highest = min(ours.upperBound, theirs.upperBound)
    return highest >= max(ours.lowerBound, theirs.lowerBound) ? highest : nil
  }
}
