import Observation
import ObserverModel
import Testing

/// What an observation keeps alive: never the observed object, and, once cancelled or released,
/// not its callback either, even though the last tracking stays armed in the model until the
/// next write.
@Suite("KeyPath observation lifetime")
struct KeyPathLifetimeTests {
  @Test func cancellingReleasesTheCallbackBeforeTheNextWrite() {
    let model = CounterModel()
    var capture: CaptureProbe? = CaptureProbe()
    let probe = WeakBox(capture!)
    let handle = model.observe(\.count) { [capture] (_: Int) in withExtendedLifetime(capture) {} }
    capture = nil
    #expect(probe.object != nil, "the running observation keeps its callback")
    handle.cancel()
    #expect(probe.object == nil, "a cancelled observation must let go of its callback at once")
    model.count = 1
  }

  @Test func releasingTheHandleReleasesTheCallbackBeforeTheNextWrite() {
    let model = CounterModel()
    var capture: CaptureProbe? = CaptureProbe()
    let probe = WeakBox(capture!)
    var handle: ObservationHandle? = model.observe(\.count) { [capture] (_: Int) in
      withExtendedLifetime(capture) {}
    }
    capture = nil
    #expect(probe.object != nil)
    withExtendedLifetime(handle) {}
    handle = nil
    #expect(probe.object == nil, "a released observation must let go of its callback at once")
    model.count = 1
  }

  @Test(.deliversInsideTheWrite) func aModelWithOtherWeakReferencesIsObservedAndEnds() {
    // A weak reference elsewhere gives the model a side table; observation must not care.
    let seen = Recorder<Int>()
    var model: CounterModel? = CounterModel()
    weak let elsewhere = model
    let handle = model!.observe(\.count) { seen.append($0) }
    model!.count = 1
    model = nil
    #expect(elsewhere == nil, "the observation must not keep the model alive")
    #expect(!handle.isActive)
    #expect(seen.values == [0, 1])
  }

  @Test(.deliversInsideTheWrite) func manyObservationsComeAndGoWhileTheModelIsWritten() {
    let model = CounterModel()
    let seen = Recorder<Int>()
    var handles: [ObservationHandle] = []
    for round in 1...200 {
      handles.append(model.observe(\.count) { seen.append($0) })
      if round % 3 == 0 { handles.removeFirst().cancel() }
      if round % 5 == 0 { handles.removeFirst() }
      model.count = round
    }
    #expect(handles.allSatisfy { $0.isActive })
    let before = seen.values.count
    model.count = 1_000
    #expect(seen.values.count == before + handles.count)
  }
}

private final class CaptureProbe {}
