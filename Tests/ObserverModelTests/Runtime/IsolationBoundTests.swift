import TestSupport
import Testing

@testable import ObserverModel

@Suite("IsolationBound", .threadOfItsOwn, .timeLimit(.minutes(1)))
struct IsolationBoundTests {
  @Test @MainActor func aValueIsReadableOnItsOwnActor() {
    let bound = IsolationBound(41)
    #expect(bound.value == 41)
  }

  @Test func aValueBoundToNoActorIsReadableAnywhere() async {
    let bound = IsolationBound(7, isolation: nil)
    #expect(await Task.detached { bound.value }.value == 7)
  }

  #if DEBUG
    @Test func readingAMainActorBoundValueElsewhereStopsTheProgram() async {
      await #expect(processExitsWith: .failure) {
        let bound = await MainActor.run { IsolationBound(1) }
        _ = await Task.detached { bound.value }.value
      }
    }
  #endif
}
