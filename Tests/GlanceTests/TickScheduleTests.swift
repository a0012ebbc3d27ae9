import Testing

@testable import Glance

/// The kit's `PeriodicThread` cadence, which drives the demo's numbers: ticks are due on a fixed
/// cadence from the previous due time, a late wake-up does not shift the cadence, and a long
/// stall restarts it.
@Suite struct TickScheduleTests {
  let start = ContinuousClock.now
  let interval = Duration.milliseconds(1)

  @Test func firstTickIsDueOneIntervalAfterTheStart() {
    let schedule = TickSchedule(start: start)
    #expect(schedule.due(interval: interval) == start + interval)
  }

  @Test func aLateWakeUpKeepsTheCadence() {
    var schedule = TickSchedule(start: start)
    schedule.ticked(at: start + .microseconds(1_300), interval: interval)
    #expect(schedule.due(interval: interval) == start + .milliseconds(2))
    schedule.ticked(at: start + .microseconds(2_050), interval: interval)
    #expect(schedule.due(interval: interval) == start + .milliseconds(3))
  }

  @Test func fallingMoreThanAnIntervalBehindRestartsFromNow() {
    var schedule = TickSchedule(start: start)
    let late = start + .milliseconds(5)
    schedule.ticked(at: late, interval: interval)
    #expect(schedule.due(interval: interval) == late + interval)
  }

  @Test func aChangedIntervalAppliesToTheTickAlreadyWaiting() {
    var schedule = TickSchedule(start: start)
    schedule.ticked(at: start + interval, interval: interval)
    #expect(schedule.due(interval: .milliseconds(10)) == start + .milliseconds(11))
  }

  @Test func restartCountsFromTheGivenInstant() {
    var schedule = TickSchedule(start: start)
    let later = start + .seconds(3)
    schedule.restart(at: later)
    #expect(schedule.due(interval: interval) == later + interval)
  }
}
