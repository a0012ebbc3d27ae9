import Dispatch
import ObserverModel
import Synchronization
import TestSupport
import Testing

@Suite struct ObserverStressTests {
  @Test func concurrentModifiesLoseNoUpdateAndAreDeliveredInOrder() {
    let observer = Observer(0)
    let log = TestLog<Int>()
    let overlap = OverlapDetector()
    let subscription = observer.observe { value in overlap.run { log.append(value) } }
    let threads = 4
    let perThread = 500
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<perThread { observer.modify { $0 += 1 } }
    }
    #expect(observer.value == threads * perThread)
    // Serial, first-in-first-out delivery: every value once, in order, never overlapping.
    #expect(log.values == Array(0...(threads * perThread)))
    #expect(overlap.overlapCount == 0)
    withExtendedLifetime(subscription) {}
  }

  @Test func concurrentUpdatesKeepEachWritersOrder() {
    let observer = Observer((writer: -1, step: -1))
    let log = TestLog<(writer: Int, step: Int)>()
    let subscription = observer.observe(skippingInitialValue: true) { log.append($0) }
    let writers = 4
    let steps = 300
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      for step in 0..<steps { observer.update((writer, step)) }
    }
    let values = log.values
    #expect(values.count == writers * steps)
    for writer in 0..<writers {
      #expect(values.filter { $0.writer == writer }.map(\.step) == Array(0..<steps))
    }
    withExtendedLifetime(subscription) {}
  }

  @Test func subscribingAndDisposingWhileUpdatingIsSafe() {
    let observer = Observer(0)
    let delivered = CallCounter()
    let keeper = observer.observe { _ in delivered.increment() }
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for step in 0..<300 {
        if worker.isMultiple(of: 2) {
          observer.update(step)
        } else {
          let subscription = observer.observe { _ in delivered.increment() }
          if step.isMultiple(of: 2) { subscription.dispose() }
        }
      }
    }
    #expect(observer.observerCount == 1)
    #expect(delivered.count >= 601)
    withExtendedLifetime(keeper) {}
  }

  @Test func concurrentDisposeRunsTheActionExactlyOnce() {
    for _ in 0..<100 {
      let counter = CallCounter()
      let disposable = Disposable { counter.increment() }
      DispatchQueue.concurrentPerform(iterations: 4) { _ in disposable.dispose() }
      #expect(counter.count == 1)
    }
  }
}
