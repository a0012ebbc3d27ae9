import Glance
import Testing

@testable import Dashboard

/// The intervals the demo's `+` and `-` keys step the numbers through, each in the form that
/// `--interval` takes and shows.
@Suite struct IntervalStepsTests {
  @Test func everyIntervalStepSurvivesFormattingAndParsing() {
    for step in IntervalSteps.all {
      let text = DurationArgument.format(step)
      #expect(DurationArgument(argument: text)?.duration == step, "\(text)")
    }
  }
}
