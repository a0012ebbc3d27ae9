import Foundation
import Glance

/// Times as a replay shows and reads them: `1:03.4` (minutes, seconds and tenths; hours in
/// front from an hour on), and what `g` and `--seek` accept.
enum ReplayTime {
  /// `duration` in whole nanoseconds (negative durations count as zero).
  static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0 else { return 0 }
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    return overflow ? .max : whole + attoseconds / 1_000_000_000
  }

  /// `m:ss.t`, or `h:mm:ss.t` from an hour on; tenths are cut, not rounded, so that a position
  /// never reads later than it is.
  static func format(_ duration: Duration) -> String {
    let tenths = nanoseconds(duration) / 100_000_000
    let (seconds, tenth) = tenths.quotientAndRemainder(dividingBy: 10)
    let (minutes, second) = seconds.quotientAndRemainder(dividingBy: 60)
    let (hours, minute) = minutes.quotientAndRemainder(dividingBy: 60)
    let tail = "\(second < 10 ? "0" : "")\(second).\(tenth)"
    guard hours > 0 else { return "\(minutes):\(tail)" }
    return "\(hours):\(minute < 10 ? "0" : "")\(minute):\(tail)"
  }

  /// A time typed by the user: a duration such as `12.5s`, `250ms`, `2m` or `12` (seconds), or
  /// a clock time such as `1:30` or `1:02:03.5`; `nil` for anything else.
  static func parse(_ text: String) -> Duration? {
    let text = text.trimmingCharacters(in: .whitespaces)
    guard text.contains(":") else { return DurationArgument(argument: text)?.duration }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 3, let seconds = Double(parts[parts.count - 1]), seconds >= 0,
      seconds < 60, parts.last?.first?.isNumber == true
    else { return nil }
    var total = Duration.nanoseconds(Int64((seconds * 1e9).rounded()))
    for (index, part) in parts.dropLast().reversed().enumerated() {
      guard let value = Int(part), value >= 0, value < 1_000_000, part.allSatisfy(\.isNumber)
      else { return nil }
      total += .seconds(value * (index == 0 ? 60 : 3600))
    }
    return total
  }
}
