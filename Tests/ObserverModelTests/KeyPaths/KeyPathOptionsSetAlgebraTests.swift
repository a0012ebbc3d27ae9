import ObserverModel
import Testing

@Suite("ObservationOptions set algebra")
struct KeyPathOptionsSetAlgebraTests {
  let debounce = ObservationRateLimit.debounce(ObservationDebounce(interval: .milliseconds(200)))
  let throttle = ObservationRateLimit.throttle(ObservationThrottle(interval: .milliseconds(250)))

  @Test func containsAsksForEveryMemberOfTheArgument() {
    let options: ObservationOptions = [.rateLimit(debounce), .legacyBackend]
    #expect(options.contains(.rateLimit(debounce)))
    #expect(options.contains(.legacyBackend))
    #expect(options.contains([.legacyBackend, .rateLimit(debounce)]))
    #expect(options.contains([]))
    #expect(!options.contains(.rateLimit(throttle)))
    #expect(!options.contains([.rateLimit(debounce), .rateLimit(throttle)]))
    #expect(!ObservationOptions().contains(.legacyBackend))
  }

  @Test func insertReportsWhetherAnythingWasMissing() {
    var options: ObservationOptions = [.rateLimit(debounce)]
    let again = options.insert(.rateLimit(debounce))
    #expect(!again.inserted)
    #expect(again.memberAfterInsert == .rateLimit(debounce))
    let backend = options.insert(.legacyBackend)
    #expect(backend.inserted)
    #expect(backend.memberAfterInsert == .legacyBackend)
    #expect(options == [.rateLimit(debounce), .legacyBackend])
  }

  @Test func removeReturnsWhatWasThere() {
    var options: ObservationOptions = [.rateLimit(debounce), .legacyBackend]
    #expect(options.remove(.rateLimit(throttle)) == nil)
    #expect(options.remove([.rateLimit(debounce), .rateLimit(throttle)]) == .rateLimit(debounce))
    #expect(options == .legacyBackend)
    #expect(options.remove(.legacyBackend) == .legacyBackend)
    #expect(options.isEmpty)
  }

  @Test func updateAddsAndReturnsWhatWasAlreadyThere() {
    var options: ObservationOptions = [.rateLimit(debounce)]
    #expect(options.update(with: .legacyBackend) == nil)
    #expect(
      options.update(with: [.legacyBackend, .rateLimit(debounce)]) == [
        .legacyBackend, .rateLimit(debounce),
      ])
    #expect(options == [.rateLimit(debounce), .legacyBackend])
  }

  @Test func unionIntersectionSubtractingAndSymmetricDifferenceWorkMemberByMember() {
    let left: ObservationOptions = [.rateLimit(debounce), .legacyBackend]
    let right: ObservationOptions = [.rateLimit(throttle), .legacyBackend]
    #expect(left.union(right) == [.rateLimit(debounce), .rateLimit(throttle), .legacyBackend])
    #expect(left.intersection(right) == .legacyBackend)
    #expect(left.subtracting(right) == .rateLimit(debounce))
    #expect(right.subtracting(left) == .rateLimit(throttle))
    #expect(left.symmetricDifference(right) == [.rateLimit(debounce), .rateLimit(throttle)])
    #expect(left.isSubset(of: left.union(right)))
    #expect(left.subtracting(right).isDisjoint(with: right))
    var formed = left
    formed.formIntersection(right)
    #expect(formed == .legacyBackend)
    formed = left
    formed.formSymmetricDifference(right)
    #expect(formed == [.rateLimit(throttle), .rateLimit(debounce)])
    formed = left
    formed.subtract(.legacyBackend)
    #expect(formed == .rateLimit(debounce))
  }

  @Test func theConflictCheckFollowsTheSetAlgebra() throws {
    var options: ObservationOptions = [.rateLimit(debounce)]
    #expect(options.conflict == nil)
    options.insert(.rateLimit(throttle))
    #expect(options.conflict?.rateLimits == [debounce, throttle])
    #expect(options.rateLimit == nil)
    #expect(throws: ObservationOptionsConflict.self) { try options.validate() }
    options.remove(.rateLimit(debounce))
    #expect(options.conflict == nil)
    #expect(options.rateLimit == throttle)
    try options.validate()
    #expect(options.symmetricDifference(.rateLimit(debounce)).conflict != nil)
    #expect(options.intersection(.rateLimit(debounce)).conflict == nil)
  }

  @Test func theOrderOfRateLimitsIsMergeOrder() {
    let options = ObservationOptions.rateLimit(throttle).union(.rateLimit(debounce))
    #expect(options.rateLimits == [throttle, debounce])
    #expect(options.symmetricDifference(.legacyBackend).rateLimits == [throttle, debounce])
  }
}
