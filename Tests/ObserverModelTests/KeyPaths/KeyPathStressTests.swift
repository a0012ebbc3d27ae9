import Observation
import ObserverModel
import Synchronization
import TestSupport
import Testing

/// Many tasks write one `Sendable` model at once while `observe`, `observeTask` and an
/// `ObservationBridge` watch it. Run under ThreadSanitizer in CI
/// (`swift test --sanitize=thread --filter Stress`).
@Suite("KeyPathStressTests", .timeLimit(.minutes(2)))
struct KeyPathStressTests {
  static let writers = 8
  static let writesPerWriter = 400

  @Test func concurrentWritesReachObserveOneAtATimeAndEndWithTheFinalValue() async {
    let model = SharedCounter()
    let latest = Atomic<Int>(-1)
    let inCallback = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let deliveries = Atomic<Int>(0)
    let handle = model.observe(\.value) { value in
      if inCallback.add(1, ordering: .acquiringAndReleasing).oldValue != 0 {
        overlaps.add(1, ordering: .relaxed)
      }
      latest.store(value, ordering: .relaxed)
      deliveries.add(1, ordering: .relaxed)
      inCallback.subtract(1, ordering: .acquiringAndReleasing)
    }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<Self.writers {
        group.addTask {
          for _ in 0..<Self.writesPerWriter { model.increment() }
        }
      }
    }
    let total = Self.writers * Self.writesPerWriter
    #expect(model.value == total)
    #expect(overlaps.load(ordering: .relaxed) == 0)
    if safeRuntime {
      // The safe runtime re-reads on the next turn, in tasks that may still be queued when the
      // writers end, and for a nonisolated observer like this one the last write may never
      // arrive (Sources/ObserverModel/Runtime/README.md): only the start is certain here.
      #expect(deliveries.load(ordering: .relaxed) >= 1)
    } else {
      // In-write delivery: every write has been delivered by the time it returned.
      #expect(latest.load(ordering: .relaxed) == total)
      #expect(deliveries.load(ordering: .relaxed) >= 2)
    }
    handle.cancel()
  }

  @Test func concurrentWritesReachObserveTaskAndTheBridge() async {
    let model = SharedCounter()
    let total = Self.writers * Self.writesPerWriter
    let reachedTotal = Signals<Int>()
    let handle = model.observeTask(\.value) { value in
      if value == total { reachedTotal.send(value) }
    }
    let consumer = Task {
      for await value in ObservationBridge({ model.value }) where value == total {
        return value
      }
      return -1
    }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<Self.writers {
        group.addTask {
          for _ in 0..<Self.writesPerWriter { model.increment() }
        }
      }
    }
    #expect(await reachedTotal.next(1) == [total])
    #expect(await boundedValue(of: consumer, "the consumer sees the total") == total)
    handle.cancel()
  }

  @Test func handlesCreatedAndCancelledWhileWritesHappen() async {
    let model = SharedCounter()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<Self.writesPerWriter { model.increment() }
        }
      }
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<100 {
            let handle = model.observe(\.value) { _ in }
            handle.cancel()
            _ = model.observeTask(\.value) { _ in }
          }
        }
      }
    }
    #expect(model.value == 4 * Self.writesPerWriter)
  }
}
