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
    let shown = ShortForm(duration)
    return shown.tenth.map { "\(shown.whole).\($0)\(shown.unit)" } ?? "\(shown.whole)\(shown.unit)"
  }

  /// ``format(_:)``'s parts: a whole number, an optional tenths digit, and the unit; so that a
  /// ``RowWriter`` can write a duration without building its string.
  struct ShortForm {
    var whole: Int64
    var tenth: Int64?
    var unit: String

    /// The short form of `duration`.
    init(_ duration: Duration) {
      let (seconds, attoseconds) = duration.components
      let nanoseconds = Int64(seconds) * 1_000_000_000 + attoseconds / 1_000_000_000
      tenth = nil
      if nanoseconds % 60_000_000_000 == 0, nanoseconds >= 60_000_000_000 {
        (whole, unit) = (nanoseconds / 60_000_000_000, "m")
      } else if nanoseconds >= 1_000_000_000 {
        let tenths = (nanoseconds + 50_000_000) / 100_000_000
        (whole, unit) = (tenths / 10, "s")
        if tenths % 10 != 0 { tenth = tenths % 10 }
      } else if nanoseconds >= 1_000_000 {
        (whole, unit) = (nanoseconds / 1_000_000, "ms")
      } else if nanoseconds >= 1_000 {
        (whole, unit) = (nanoseconds / 1_000, "µs")
      } else {
        (whole, unit) = (nanoseconds, "ns")
      }
    }
  }
}
