/// Why bytes from a peer or a recording were turned away. Each case reads as a sentence that a
/// viewer or a program can show as it is, before it closes the connection.
package enum WireError: Error, Equatable, CustomStringConvertible {
  /// The bytes ended inside a value (a message or a record cut short).
  case truncated(String)
  /// A value is not one this format allows.
  case malformed(String)
  /// A message or record is longer than the reader accepts.
  case oversized(length: Int, limit: Int)
  /// The peer does not speak a version this side speaks.
  case versionMismatch(ours: ClosedRange<UInt16>, theirs: ClosedRange<UInt16>)
  /// The bytes are not this format at all.
  case notGlance(String)

  /// The sentence shown to the user.
  package var description: String {
    switch self {
    case .truncated(let what): "truncated input: \(what) is cut short"
    case .malformed(let what): "malformed input: \(what)"
    case .oversized(let length, let limit):
      "a message of \(length) bytes is over the limit of \(limit) bytes"
    case .versionMismatch(let ours, let theirs):
      "wire versions do not match: this side speaks \(Self.describe(ours)), "
        + "the other side speaks \(Self.describe(theirs))"
    case .notGlance(let what): "not a Glance \(what)"
    }
  }

  private static func describe(_ versions: ClosedRange<UInt16>) -> String {
    versions.count == 1
      ? "version \(versions.lowerBound)" : "versions \(versions.lowerBound)–\(versions.upperBound)"
  }
}
