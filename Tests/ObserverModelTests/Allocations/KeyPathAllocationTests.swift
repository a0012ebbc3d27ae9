import Observation
import ObserverModel
import Testing

/// Re-arms a bare `withObservationTracking` on every change: the floor a key-path observation
/// is measured against, since Observation allocates on every re-arm.
private final class BareRearm: @unchecked Sendable {
  // @unchecked: armed, written and read on the test's thread only.
  let model: CounterModel
  private(set) var total = 0

  init(model: CounterModel) {
    self.model = model
  }

  func arm() {
    withObservationTracking {
      total &+= model.count
    } onChange: { [self] in
      arm()
    }
  }
}

/// Key-path observation allocates per change, because Observation has no persistent observer
/// and every delivery re-arms `withObservationTracking`. The library adds nothing to that: an
/// `observe(\.count)` delivery allocates exactly as often as the bare re-arm, counted in the same
/// test. (Cancelling the fired tracking before re-arming made the registrar free and remake the
/// property's id set: one allocation more per change.) Fast runtime only: the safe runtime
/// delivers on the next turn, from a task.
@Suite("Key-path allocations", .countsAllocations, .deliversInsideTheWrite, .timeLimit(.minutes(1)))
struct KeyPathAllocationTests {
  private static let rounds = 1_000

  @Test func observeAllocatesNoMoreThanABareRearm() {
    let bareModel = CounterModel()
    let bare = BareRearm(model: bareModel)
    bare.arm()
    let bareAllocations = AllocationCounter.allocations(rounds: Self.rounds) {
      bareModel.count &+= 1
    }

    let model = CounterModel()
    var total = 0
    let handle = model.observe(\.count) { (value: Int) in total &+= value }
    let allocations = AllocationCounter.allocations(rounds: Self.rounds) { model.count &+= 1 }

    #expect(bareAllocations > 0, "without this the comparison would pass vacuously")
    #expect(
      allocations <= bareAllocations,
      "observe(\\.count): \(allocations) allocations, bare re-arm: \(bareAllocations)")
    #expect(total > 0 && bare.total > 0)
    handle.cancel()
  }
}
