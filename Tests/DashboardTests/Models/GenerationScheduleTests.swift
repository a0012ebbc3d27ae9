import Testing

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

/// The random-number thread's timing: numbers are due on a fixed cadence from the previous due
/// time, a late wake-up does not shift the cadence, and a long stall restarts it.
@Suite struct GenerationScheduleTests {
  let start = ContinuousClock.now
  let interval = Duration.milliseconds(1)

  @Test func firstNumberIsDueOneIntervalAfterTheStart() {
    let schedule = GenerationSchedule(start: start)
    #expect(schedule.due(interval: interval) == start + interval)
  }

  @Test func aLateWakeUpKeepsTheCadence() {
    var schedule = GenerationSchedule(start: start)
    schedule.drew(at: start + .microseconds(1_300), interval: interval)
    #expect(schedule.due(interval: interval) == start + .milliseconds(2))
    schedule.drew(at: start + .microseconds(2_050), interval: interval)
    #expect(schedule.due(interval: interval) == start + .milliseconds(3))
  }

  @Test func fallingMoreThanAnIntervalBehindRestartsFromNow() {
    var schedule = GenerationSchedule(start: start)
    let late = start + .milliseconds(5)
    schedule.drew(at: late, interval: interval)
    #expect(schedule.due(interval: interval) == late + interval)
  }

  @Test func aChangedIntervalAppliesToTheNumberAlreadyWaiting() {
    var schedule = GenerationSchedule(start: start)
    schedule.drew(at: start + interval, interval: interval)
    #expect(schedule.due(interval: .milliseconds(10)) == start + .milliseconds(11))
  }

  @Test func restartCountsFromTheGivenInstant() {
    var schedule = GenerationSchedule(start: start)
    let later = start + .seconds(3)
    schedule.restart(at: later)
    #expect(schedule.due(interval: interval) == later + interval)
  }
}
