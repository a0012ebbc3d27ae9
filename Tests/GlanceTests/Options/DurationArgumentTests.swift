import Glance
import Testing

/// Durations typed on the command line, and their short display form.
@Suite struct DurationArgumentTests {
  @Test(arguments: [
    ("250ms", Duration.milliseconds(250)), ("1s", .seconds(1)), ("1.5s", .milliseconds(1500)),
    ("2m", .seconds(120)), ("500us", .microseconds(500)), ("500µs", .microseconds(500)),
    ("40ns", .nanoseconds(40)), ("1h", .seconds(3600)), ("2", .seconds(2)),
    ("0.25", .milliseconds(250)), (" 3S ", .seconds(3)), ("0ms", .zero),
  ])
  func parses(text: String, expected: Duration) {
    #expect(DurationArgument(argument: text)?.duration == expected)
  }

  @Test(arguments: ["", "abc", "-1s", "1x", "ms", "s", "1.5.2s", "inf", "nan", "infs", "1 s s"])
  func rejects(text: String) {
    #expect(DurationArgument(argument: text) == nil)
  }

  @Test(arguments: [
    (Duration.milliseconds(250), "250ms"), (.seconds(1), "1s"), (.milliseconds(1500), "1.5s"),
    (.seconds(120), "2m"), (.microseconds(500), "500µs"), (.nanoseconds(40), "40ns"),
    (.seconds(90), "90s"), (.seconds(60), "1m"), (.milliseconds(1), "1ms"),
  ])
  func formats(duration: Duration, expected: String) {
    #expect(DurationArgument.format(duration) == expected)
    #expect(DurationArgument(duration).description == expected)
  }
}
