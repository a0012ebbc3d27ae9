import ObserverModel
import Testing

/// `ObservationOptions` is an `OptionSet`: its flags round-trip through `rawValue`.
@Suite("ObservationOptions raw values")
struct KeyPathOptionsRawValueTests {
  let debounce = ObservationRateLimit.debounce(ObservationDebounce(interval: .milliseconds(200)))

  /// The raw value of any option set, through the protocol alone.
  private func raw<Options: OptionSet>(_ options: Options) -> Options.RawValue {
    options.rawValue
  }

  @Test func theFlagsAreBits() {
    #expect(ObservationOptions().rawValue == 0)
    #expect(ObservationOptions.legacyBackend.rawValue == 1 << 0)
    #expect(raw(ObservationOptions.legacyBackend) == 1)
    #expect(ObservationOptions(rawValue: 1) == .legacyBackend)
    #expect(ObservationOptions(rawValue: 1).prefersLegacyBackend)
    #expect(ObservationOptions(rawValue: 0) == [])
  }

  @Test func everyRawValueRoundTrips() {
    for rawValue in [0, 1, 2, 3, 1 << 10, -1] {
      let options = ObservationOptions(rawValue: rawValue)
      #expect(options.rawValue == rawValue)
      #expect(ObservationOptions(rawValue: options.rawValue) == options)
    }
  }

  @Test func flagOptionsRoundTripThroughTheirRawValue() {
    for options: ObservationOptions in [[], .legacyBackend, [.legacyBackend, .legacyBackend]] {
      #expect(ObservationOptions(rawValue: options.rawValue) == options)
    }
  }

  @Test func setAlgebraWorksBitByBitOnRawValues() {
    let unnamed = ObservationOptions(rawValue: 1 << 4)
    let both = ObservationOptions.legacyBackend.union(unnamed)
    #expect(both.rawValue == 0b1_0001)
    #expect(both.contains(unnamed))
    #expect(both.intersection(.legacyBackend) == .legacyBackend)
    #expect(both.symmetricDifference(.legacyBackend) == unnamed)
    #expect(both.subtracting(unnamed).rawValue == 1)
  }

  @Test func aRateLimitIsNotPartOfTheRawValue() {
    let options: ObservationOptions = [.rateLimit(debounce), .legacyBackend]
    #expect(options.rawValue == ObservationOptions.legacyBackend.rawValue)
    #expect(ObservationOptions(rawValue: options.rawValue) == .legacyBackend)
    #expect(ObservationOptions(rawValue: options.rawValue).rateLimit == nil)
    #expect(ObservationOptions.rateLimit(debounce).rawValue == 0)
  }
}
