import ObserverModel
import Testing

/// The v0.6 spelling, reached through a protocol whose requirements it satisfies: code written
/// against it still compiles, and these tests use it without a deprecation warning (Swift
/// Testing does not run deprecated tests). Conforming fails to compile if either member is gone.
protocol V06DebounceSpelling {
  static func debounce(_ debounce: ObservationDebounce) -> Self
  var debounce: ObservationDebounce? { get }
}

extension ObservationOptions: V06DebounceSpelling {}

@Suite("ObservationOptions: the deprecated v0.6 debounce spelling")
struct KeyPathOptionsDeprecatedTests {
  let settings = ObservationDebounce(interval: .milliseconds(300), mode: .delayedFirst)
  let throttle = ObservationRateLimit.throttle(ObservationThrottle(interval: .milliseconds(250)))

  private func v06<Options: V06DebounceSpelling>(_ settings: ObservationDebounce) -> Options {
    Options.debounce(settings)
  }

  private func v06Accessor<Options: V06DebounceSpelling>(_ options: Options)
    -> ObservationDebounce?
  {
    options.debounce
  }

  @Test func theDebounceOptionIsARateLimit() {
    let options: ObservationOptions = v06(settings)
    #expect(options == .rateLimit(.debounce(settings)))
    #expect(options.rateLimit == .debounce(settings))
    let merged: ObservationOptions = [options, .legacyBackend]
    #expect(merged.contains(.rateLimit(.debounce(settings))))
  }

  @Test func theDebounceAccessorReadsTheRateLimit() {
    #expect(v06Accessor(ObservationOptions.rateLimit(.debounce(settings))) == settings)
    #expect(v06Accessor(ObservationOptions()) == nil)
    #expect(v06Accessor(ObservationOptions.rateLimit(throttle)) == nil)
    let conflicting: ObservationOptions = [.rateLimit(.debounce(settings)), .rateLimit(throttle)]
    #expect(v06Accessor(conflicting) == nil, "conflicting rate limits have no single debounce")
  }
}
