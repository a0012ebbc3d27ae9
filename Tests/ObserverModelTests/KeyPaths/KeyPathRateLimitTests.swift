import Clocks
import ConcurrencyExtras
import Observation
import ObserverModel
import Testing

/// Time is driven by a `TestClock`; `withSerialExecutor` runs every task on one serial
/// executor so that advancing the clock deterministically lets armed timers run.
@Suite("KeyPath rate limits", .serialized, .serialExecutor, .timeLimit(.minutes(1)))
struct KeyPathRateLimitTests {
  @Test(.deliversInsideTheWrite)
  func debounceImmediateFirstDeliversTheInitialValueThenTheQuietLatest() async {
    await withSerialExecutor {
      let clock = TestClock()
      let model = CounterModel()
      let seen = Recorder<Int>()
      let handle = model.observe(
        \.count, options: debounce(200, mode: .immediateFirst), clock: clock
      ) { seen.append($0) }
      #expect(seen.values == [0])
      model.count = 1
      model.count = 2
      model.count = 3
      await clock.advance(by: .milliseconds(199))
      #expect(seen.values == [0])
      await clock.advance(by: .milliseconds(1))
      #expect(seen.values == [0, 3])
      await clock.advance(by: .seconds(5))
      #expect(seen.values == [0, 3])
      handle.cancel()
    }
  }

  @Test(.deliversInsideTheWrite) func debounceRestartsOnEveryWrite() async {
    await withSerialExecutor {
      let clock = TestClock()
      let model = CounterModel()
      let seen = Recorder<Int>()
      let handle = model.observe(
        \.count, options: debounce(200, mode: .immediateFirst), clock: clock
      ) { seen.append($0) }
      model.count = 1
      await clock.advance(by: .milliseconds(150))
      model.count = 2
      await clock.advance(by: .milliseconds(150))
      #expect(seen.values == [0])
      await clock.advance(by: .milliseconds(50))
      #expect(seen.values == [0, 2])
      handle.cancel()
    }
  }

  @Test func debounceDelayedFirstHoldsTheFirstValue() async {
    await withSerialExecutor {
      let clock = TestClock()
      let model = CounterModel()
      let seen = Recorder<Int>()
      let handle = model.observe(
        \.count, options: debounce(200, mode: .delayedFirst), clock: clock
      ) { seen.append($0) }
      #expect(seen.values == [])
      await clock.advance(by: .milliseconds(199))
      #expect(seen.values == [])
      await clock.advance(by: .milliseconds(1))
      #expect(seen.values == [0])
      handle.cancel()
    }
  }

  @Test(.deliversInsideTheWrite) func debounceDeadlineIsExactAndIgnoresTolerance() async {
    await withSerialExecutor {
      let clock = TestClock()
      let model = CounterModel()
      let seen = Recorder<Int>()
      let handle = model.observe(
        \.count, options: debounce(200, tolerance: .milliseconds(50), mode: .immediateFirst),
        clock: clock
      ) { seen.append($0) }
      model.count = 1
      await clock.advance(by: .milliseconds(200) - .nanoseconds(1))
      #expect(seen.values == [0])
      await clock.advance(by: .nanoseconds(1))
      #expect(seen.values == [0, 1])
      handle.cancel()
    }
  }

  @Test(.deliversInsideTheWrite) func throttleLatestDeliversTheLatestValueOfEachWindow() async {
    await withSerialExecutor {
      let clock = TestClock()
      let model = CounterModel()
      let seen = Recorder<Int>()
      let handle = model.observe(\.count, options: throttle(100), clock: clock) {
        seen.append($0)
      }
      #expect(seen.values == [0])
      model.count = 1
      model.count = 2
      model.count = 3
      await clock.advance(by: .milliseconds(99))
      #expect(seen.values == [0])
      await clock.advance(by: .milliseconds(1))
      #expect(seen.values == [0, 3])
      model.count = 4
      model.count = 5
      await clock.advance(by: .milliseconds(100))
      #expect(seen.values == [0, 3, 5])
      await clock.advance(by: .milliseconds(100))  // an empty window closes the cycle
      model.count = 6
      #expect(seen.values == [0, 3, 5, 6])
      handle.cancel()
    }
  }

  @Test(.deliversInsideTheWrite) func throttleEarliestDeliversTheFirstValueOfEachWindow() async {
    await withSerialExecutor {
      let clock = TestClock()
      let model = CounterModel()
      let seen = Recorder<Int>()
      let handle = model.observe(\.count, options: throttle(100, mode: .earliest), clock: clock) {
        seen.append($0)
      }
      model.count = 1
      model.count = 2
      model.count = 3
      await clock.advance(by: .milliseconds(100))
      #expect(seen.values == [0, 1])
      model.count = 4
      model.count = 5
      await clock.advance(by: .milliseconds(100))
      #expect(seen.values == [0, 1, 4])
      handle.cancel()
    }
  }

  @Test(.deliversInsideTheWrite) func aPendingThrottledValueIsFlushedWhenTheSourceEnds() async {
    await withSerialExecutor {
      let clock = TestClock()
      var model: CounterModel? = CounterModel()
      let seen = Recorder<Int>()
      let handle = model!.observe(\.count, options: throttle(100), clock: clock) {
        seen.append($0)
      }
      model!.count = 1
      model!.count = 2
      #expect(seen.values == [0])
      model = nil
      #expect(seen.values == [0, 2])
      #expect(!handle.isActive)
      await clock.advance(by: .seconds(1))
      #expect(seen.values == [0, 2])
    }
  }

  @Test(.deliversInsideTheWrite) func aPendingDebouncedValueIsFlushedWhenTheSourceEnds() async {
    await withSerialExecutor {
      let clock = TestClock()
      var model: CounterModel? = CounterModel()
      let seen = Recorder<Int>()
      let handle = model!.observe(
        \.count, options: debounce(200, mode: .immediateFirst), clock: clock
      ) { seen.append($0) }
      model!.count = 7
      model = nil
      #expect(seen.values == [0, 7])
      #expect(!handle.isActive)
      await clock.advance(by: .seconds(1))
      #expect(seen.values == [0, 7])
    }
  }

  @Test func cancellingDropsThePendingValue() async {
    await withSerialExecutor {
      let clock = TestClock()
      let model = CounterModel()
      let seen = Recorder<Int>()
      let handle = model.observe(\.count, options: throttle(100), clock: clock) {
        seen.append($0)
      }
      model.count = 1
      handle.cancel()
      await clock.advance(by: .milliseconds(100))
      #expect(seen.values == [0])
    }
  }

  @Test(.deliversInsideTheWrite) func observeTaskIsRateLimitedToo() async {
    await withSerialExecutor {
      let clock = TestClock()
      let model = CounterModel()
      let seen = Recorder<Int>()
      let handle = model.observeTask(
        \.count, options: debounce(200, mode: .delayedFirst), clock: clock
      ) { seen.append($0) }
      model.count = 1
      model.count = 2
      await clock.advance(by: .milliseconds(200))
      await Task.megaYield()
      #expect(seen.values == [2])
      handle.cancel()
    }
  }
}
