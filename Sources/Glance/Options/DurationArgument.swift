import Foundation

/// A duration typed on the command line: a number with a unit, such as `250ms`, `1s`, `1.5s`,
/// `2m` or `500us`. A bare number means seconds.
///
/// Plain Swift and Foundation, so the fuzzer in Tests/Fuzz compiles it on its own.
public struct DurationArgument: Sendable, Equatable, CustomStringConvertible {
  /// The parsed duration.
  public var duration: Duration

  /// An argument standing for `duration`.
  public init(_ duration: Duration) {
    self.duration = duration
  }

  /// Parses a number followed by a unit (`ns`, `us`/`µs`, `ms`, `s`, `m`, `h`), such as `250ms`
  /// or `2.5s`; `nil` for anything else.
  public init?(argument: String) {
    let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
    let units: [(suffix: String, nanoseconds: Double)] = [
      ("ns", 1), ("us", 1e3), ("µs", 1e3), ("ms", 1e6), ("s", 1e9), ("m", 60e9), ("h", 3600e9),
    ]
    // Longest suffix first, so "ms" is not read as "m" + "s".
    for unit in units.sorted(by: { $0.suffix.count > $1.suffix.count })
    where text.hasSuffix(unit.suffix) {
      guard let number = Double(text.dropLast(unit.suffix.count)),
        let nanoseconds = Self.nanoseconds(number, times: unit.nanoseconds)
      else { return nil }
      self.init(.nanoseconds(nanoseconds))
      return
    }
    guard let seconds = Double(text), let nanoseconds = Self.nanoseconds(seconds, times: 1e9)
    else { return nil }
    self.init(.nanoseconds(nanoseconds))
  }

  /// `number` × `unit` nanoseconds, or `nil` when that is negative, not a number, or beyond
  /// what a `Duration` of `Int64` nanoseconds holds (about 292 years): huge values are refused
  /// like any other bad input rather than trapping in the conversion.
  private static func nanoseconds(_ number: Double, times unit: Double) -> Int64? {
    let nanoseconds = (number * unit).rounded()
    // `Double(Int64.max)` is 2^63, one more than the largest Int64: the bound is exclusive.
    guard nanoseconds.isFinite, nanoseconds >= 0, nanoseconds < Double(Int64.max) else {
      return nil
    }
    return Int64(nanoseconds)
  }

  /// The duration's short form, as ``format(_:)`` writes it.
  public var description: String { Self.format(duration) }

  /// A short human form: `250ms`, `1s`, `1.5s`, `2m`. Total: any duration has one (the sums
  /// are in `Int128`, so the longest ones neither overflow nor trap).
  public static func format(_ duration: Duration) -> String {
    let shown = ShortForm(duration)
    let unit = shown.unit.symbol
    return shown.tenth.map { "\(shown.whole).\($0)\(unit)" } ?? "\(shown.whole)\(unit)"
  }

  /// ``format(_:)``'s parts: a whole number, an optional tenths digit, and the unit; so that a
  /// `RowWriter` can write a duration without building its string.
  public struct ShortForm: Equatable, Sendable {
    /// The whole number of units.
    public var whole: Int128
    /// The tenths digit, when the duration is not a whole number of units.
    public var tenth: Int128?
    /// The unit.
    public var unit: Unit

    // Public: the type of `ShortForm.unit`, which a RowWriter reads.
    /// The units a short form is written in.
    public enum Unit: Equatable, Sendable {
      case nanoseconds, microseconds, milliseconds, seconds, minutes

      /// How the unit is written after the figure.
      public var symbol: String {
        switch self {
        case .nanoseconds: "ns"
        case .microseconds: "µs"
        case .milliseconds: "ms"
        case .seconds: "s"
        case .minutes: "m"
        }
      }
    }

    /// The short form of `duration`.
    public init(_ duration: Duration) {
      let (seconds, attoseconds) = duration.components
      let nanoseconds = Int128(seconds) * 1_000_000_000 + Int128(attoseconds / 1_000_000_000)
      tenth = nil
      if nanoseconds >= 1_000_000_000 {
        // Minutes are decided after rounding, so a value a few nanoseconds short of whole
        // minutes (as `9223.7h` parses) shows as minutes, like the value its text parses to.
        let tenths = (nanoseconds + 50_000_000) / 100_000_000
        if tenths % 600 == 0 {
          (whole, unit) = (tenths / 600, .minutes)
        } else {
          (whole, unit) = (tenths / 10, .seconds)
          if tenths % 10 != 0 { tenth = tenths % 10 }
        }
      } else if nanoseconds >= 1_000_000 {
        (whole, unit) = (nanoseconds / 1_000_000, .milliseconds)
      } else if nanoseconds >= 1_000 {
        (whole, unit) = (nanoseconds / 1_000, .microseconds)
      } else {
        (whole, unit) = (nanoseconds, .nanoseconds)
      }
    }
  }
}
