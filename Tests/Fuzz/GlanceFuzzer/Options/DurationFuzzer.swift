// Fuzzes the duration option parser, `DurationArgument(argument:)`, with any text, and its
// display form, `DurationArgument.format`, with any non-negative duration. Checks: no crash
// (no overflow trap on huge numbers); a parsed duration is non-negative; its display form
// parses back, and shows the same again (display is a fixed point after one round), for any
// duration under a century.

import FuzzSupport
import Glance

private func checkRoundTrip(_ parsed: DurationArgument, text: String) {
  fuzzCheck(parsed.duration >= .zero, "\(text.debugDescription) parsed as \(parsed.duration)")
  // Within a century of the parser's ~292-year limit, the display (rounded to tenths of a
  // second) may round past it; those durations are refused by every option long before.
  guard parsed.duration < .seconds(100 * 365 * 86_400) else { return }
  let shown = parsed.description
  guard let again = DurationArgument(argument: shown) else {
    fuzzCheck(false, "\(text.debugDescription) shows as \(shown), which does not parse")
    return
  }
  fuzzCheck(again.description == shown, "\(shown) → \(again.duration) → \(again.description)")
}

/// Checks one input (called by `glanceFuzzer`, `Main.swift`); returns 0 (a
/// broken invariant stops the process).
func durationFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data: data, size: size)
  let bytes = input.rest()
  let text = String(decoding: bytes, as: UTF8.self)
  if let parsed = DurationArgument(argument: text) { checkRoundTrip(parsed, text: text) }

  // The same bytes as a raw duration: any non-negative one must display without trapping.
  var raw = FuzzInput(bytes)
  let seconds = Int64(bitPattern: UInt64(raw.uint32()) << 32 | UInt64(raw.uint32())) & .max
  let attoseconds = Int64(raw.uint32() % 1_000_000_000) * 1_000_000_000
  let duration = Duration(secondsComponent: seconds, attosecondsComponent: attoseconds)
  fuzzCheck(!DurationArgument.format(duration).isEmpty, "empty display of \(duration)")
  return 0
}
