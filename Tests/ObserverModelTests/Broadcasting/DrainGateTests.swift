import Testing

@testable import ObserverModel

/// `#expect` cannot take a method call on a noncopyable value, so each step is read out first.
@Suite struct DrainGateTests {
  @Test func theFirstClaimantDrainsAndAnUncontendedReleaseSucceeds() {
    let gate = DrainGate()
    let claimed = gate.claimOrQueue()
    let released = gate.release()
    let state = gate.state.load(ordering: .relaxed)
    let claimedAgain = gate.claimOrQueue()
    #expect(claimed)
    #expect(released)
    #expect(state == DrainGate.idle)
    #expect(claimedAgain)  // idle again: the next claimant drains
  }

  @Test func aClaimDuringADrainQueuesAndMakesTheReleaseFail() {
    let gate = DrainGate()
    let claimed = gate.claimOrQueue()
    let second = gate.claimOrQueue()
    let third = gate.claimOrQueue()
    let state = gate.state.load(ordering: .relaxed)
    let releasedWithWorkQueued = gate.release()
    gate.caughtUp()
    let releasedAfterCatchingUp = gate.release()
    #expect(claimed)
    #expect(!second)
    #expect(!third)
    #expect(state == DrainGate.queued)
    #expect(!releasedWithWorkQueued)  // work is waiting: the drainer must take it
    #expect(releasedAfterCatchingUp)
  }
}
