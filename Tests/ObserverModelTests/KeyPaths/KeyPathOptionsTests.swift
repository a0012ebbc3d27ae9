import Observation
import ObserverModel
import TestSupport
import Testing

@Suite("KeyPath options", .threadOfItsOwn, .timeLimit(.minutes(1)))
struct KeyPathOptionsTests {
  let debounceLimit = ObservationRateLimit.debounce(
    ObservationDebounce(interval: .milliseconds(200)))
  let throttleLimit = ObservationRateLimit.throttle(
    ObservationThrottle(interval: .milliseconds(250)))

  @Test func noOptionsHaveNoRateLimitAndNoConflict() throws {
    let options: ObservationOptions = []
    #expect(options.rateLimit == nil)
    #expect(options.conflict == nil)
    try options.validate()
  }

  @Test func aSingleRateLimitIsKept() {
    let options: ObservationOptions = [.rateLimit(throttleLimit)]
    #expect(options.rateLimit == throttleLimit)
    #expect(options.conflict == nil)
  }

  @Test(arguments: [true, false])
  func debounceWithThrottleConflictsWhicheverOrder(debounceFirst: Bool) {
    let first: ObservationOptions = .rateLimit(debounceFirst ? debounceLimit : throttleLimit)
    let second: ObservationOptions = .rateLimit(debounceFirst ? throttleLimit : debounceLimit)
    for options in [[first, second], first.union(second), second.union(first)]
      as [ObservationOptions]
    {
      #expect(options.rateLimit == nil)
      #expect(Set(options.conflict?.rateLimits ?? []) == [debounceLimit, throttleLimit])
      #expect(throws: ObservationOptionsConflict.self) { try options.validate() }
    }
    var merged = first
    merged.formUnion(second)
    #expect(merged.conflict != nil)
    #expect(merged == second.union(first))
  }

  @Test func twoDifferentDebouncesConflict() {
    let other = ObservationRateLimit.debounce(ObservationDebounce(interval: .seconds(1)))
    let options: ObservationOptions = [.rateLimit(debounceLimit), .rateLimit(other)]
    #expect(options.conflict != nil)
  }

  @Test func theSameRateLimitTwiceIsNoConflict() {
    let options: ObservationOptions = [
      .rateLimit(debounceLimit), .legacyBackend, .rateLimit(debounceLimit),
    ]
    #expect(options.rateLimit == debounceLimit)
    #expect(options.prefersLegacyBackend)
  }

  @Test func theConflictDescriptionNamesBoth() throws {
    let options: ObservationOptions = [.rateLimit(throttleLimit), .rateLimit(debounceLimit)]
    let description = try #require(options.conflict).description
    #expect(description.contains("debounce"))
    #expect(description.contains("throttle"))
  }

  @Test func durationsRoundTripExactly() {
    let odd = Duration(secondsComponent: 1, attosecondsComponent: 123_456_789_012_345_678)
    let tiny = Duration(secondsComponent: 0, attosecondsComponent: 1)
    let debounce = ObservationDebounce(interval: odd, tolerance: tiny, mode: .delayedFirst)
    let throttle = ObservationThrottle(interval: tiny, mode: .earliest)
    #expect(debounce.interval == odd)
    #expect(debounce.tolerance == tiny)
    #expect(throttle.interval == tiny)
    let options: ObservationOptions = [.rateLimit(.debounce(debounce))]
    guard case .debounce(let stored) = options.rateLimit else {
      Issue.record("debounce lost")
      return
    }
    #expect(stored.interval.components == odd.components)
    #expect(stored.tolerance == tiny)
    #expect(stored.tolerance?.components.attoseconds == 1)
  }

  @Test func defaultsMatchTheContract() {
    #expect(ObservationThrottle(interval: .seconds(1)).mode == .latest)
    #expect(ObservationDebounce(interval: .seconds(1)).tolerance == nil)
  }

  #if os(Linux) || os(macOS)
    @Test func observingWithConflictingOptionsStopsTheProgram() async {
      await #expect(processExitsWith: .failure) {
        let model = CounterModel()
        let options: ObservationOptions = [
          .rateLimit(.throttle(ObservationThrottle(interval: .seconds(1)))),
          .rateLimit(.debounce(ObservationDebounce(interval: .seconds(1)))),
        ]
        _ = model.observe(\.count, options: options) { _ in }
      }
    }
  #endif
}
