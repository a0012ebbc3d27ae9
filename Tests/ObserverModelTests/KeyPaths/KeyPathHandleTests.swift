import Observation
import ObserverModel
import Testing

@Suite("KeyPath handles")
struct KeyPathHandleTests {
  @Test func cancelStopsDelivery() {
    let model = CounterModel()
    let seen = Recorder<Int>()
    let handle = model.observe(\.count) { seen.append($0) }
    #expect(handle.isActive)
    handle.cancel()
    #expect(!handle.isActive)
    model.count = 1
    #expect(seen.values == [0])
  }

  @Test(.deliversInsideTheWrite) func releasingTheLastCopyStopsDelivery() {
    let model = CounterModel()
    let seen = Recorder<Int>()
    var handle: ObservationHandle? = model.observe(\.count) { seen.append($0) }
    var copy = handle
    handle = nil
    model.count = 1
    #expect(seen.values == [0, 1])
    #expect(copy?.isActive == true)
    copy = nil
    model.count = 2
    #expect(seen.values == [0, 1])
  }

  @Test(.deliversInsideTheWrite) func aSetKeepsObservationsUntilRemoved() {
    let model = CounterModel()
    let seen = Recorder<Int>()
    var handles = Set<ObservationHandle>()
    let handle = model.observe(\.count) { seen.append($0) }
    handle.store(in: &handles)
    handle.store(in: &handles)
    #expect(handles.count == 1)
    model.count = 1
    #expect(seen.values == [0, 1])
    handles.remove(handle)
    _ = consume handle
    model.count = 2
    #expect(seen.values == [0, 1])
  }

  @Test func cancelDoesNotRemoveFromTheSet() {
    let model = CounterModel()
    var handles = Set<ObservationHandle>()
    let handle = model.observe(\.count) { _ in }
    handle.store(in: &handles)
    handle.cancel()
    #expect(handles.contains(handle))
  }

  @Test func ownerDeallocationEndsTheObservation() {
    var model: CounterModel? = CounterModel()
    let seen = Recorder<Int>()
    let handle = model!.observe(\.count) { seen.append($0) }
    let weakModel = WeakBox(model!)
    model = nil
    #expect(weakModel.object == nil, "the handle must not keep the owner alive")
    #expect(!handle.isActive)
    #expect(seen.values == [0])
  }

  @Test func ownerDeallocationEndsTaskAndRateLimitedObservations() {
    var model: CounterModel? = CounterModel()
    let weakModel = WeakBox(model!)
    let taskHandle = model!.observeTask(\.count) { _ in }
    let throttled = model!.observe(\.count, options: throttle(100)) { _ in }
    let triggers = model!.observe([\.count, \.isEnabled]) {}
    model = nil
    #expect(weakModel.object == nil)
    #expect(!taskHandle.isActive)
    #expect(!throttled.isActive)
    #expect(!triggers.isActive)
  }

  @Test func handlesInACallbackCaptureDoNotKeepTheOwnerAlive() {
    var model: CounterModel? = CounterModel()
    let weakModel = WeakBox(model!)
    var handles = Set<ObservationHandle>()
    model!.observe(\.count) { _ in }.store(in: &handles)
    model!.observeTask(\.isEnabled) { _ in }.store(in: &handles)
    model = nil
    #expect(weakModel.object == nil)
    #expect(handles.allSatisfy { !$0.isActive })
  }
}
