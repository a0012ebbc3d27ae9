import Testing

@testable import Dashboard

/// The statistics the numbers panel draws from.
@Suite struct RandomNumberHistoryTests {
  @Test func startsEmpty() {
    let summary = RandomNumberHistory().summaries.value
    #expect(summary.count == 0)
    #expect(summary.latest == nil)
    #expect(summary.sum == 0 && summary.minimum == nil)
  }

  @Test func keepsRunningStatisticsAndTheRecentValues() {
    let history = RandomNumberHistory(capacity: 3)
    for value in [5, -7, 12, 0, 4] { history.onRandomNumber(value) }
    let summary = history.summaries.value
    #expect(summary.count == 5)
    #expect(summary.latest == 4)
    #expect(summary.minimum == -7)
    #expect(summary.maximum == 12)
    #expect(summary.sum == 14)
    #expect(summary.recent == [12, 0, 4])
  }
}
