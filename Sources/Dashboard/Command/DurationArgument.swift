import ArgumentParser
import Foundation

/// A duration typed on the command line: a number with a unit, such as `250ms`, `1s`, `1.5s`,
/// `2m` or `500us`. A bare number means seconds.
struct DurationArgument: ExpressibleByArgument, Sendable, Equatable, CustomStringConvertible {
  /// The parsed duration.
  var duration: Duration

  init(_ duration: Duration) {
    self.duration = duration
  }

  init?(argument: String) {
    let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
    let units: [(suffix: String, nanoseconds: Double)] = [
      ("ns", 1), ("us", 1e3), ("µs", 1e3), ("ms", 1e6), ("s", 1e9), ("m", 60e9), ("h", 3600e9),
    ]
    // Longest suffix first, so "ms" is not read as "m" + "s".
    for unit in units.sorted(by: { $0.suffix.count > $1.suffix.count })
    where text.hasSuffix(unit.suffix) {
      guard let number = Double(text.dropLast(unit.suffix.count)), number.isFinite, number >= 0
      else { return nil }
      self.init(.nanoseconds(Int64((number * unit.nanoseconds).rounded())))
      return
    }
    guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else { return nil }
    self.init(.nanoseconds(Int64((seconds * 1e9).rounded())))
  }

  var description: String { Self.format(duration) }

  /// A short human form: `250ms`, `1s`, `1.5s`, `2m`.
  static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = Int64(seconds) * 1_000_000_000 + attoseconds / 1_000_000_000
    if nanoseconds % 60_000_000_000 == 0, nanoseconds >= 60_000_000_000 {
      return "\(nanoseconds / 60_000_000_000)m"
    }
    if nanoseconds >= 1_000_000_000 {
      let tenths = (nanoseconds + 50_000_000) / 100_000_000
      return tenths % 10 == 0 ? "\(tenths / 10)s" : "\(tenths / 10).\(tenths % 10)s"
    }
    if nanoseconds >= 1_000_000 { return "\(nanoseconds / 1_000_000)ms" }
    if nanoseconds >= 1_000 { return "\(nanoseconds / 1_000)µs" }
    return "\(nanoseconds)ns"
  }
}
