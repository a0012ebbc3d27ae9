import TestSupport
import Testing

/// TestSupport's `boundedValue(of:)` gives up at its deadline whether or not the task it waits
/// for ends: a task whose cancellation is broken, the bug a test may be after, fails the test
/// within the wait's limit instead of hanging the run.
@Suite(.timeLimit(.minutes(1)))
struct BoundedValueTests {
  @Test func aTaskThatIgnoresItsCancellationFailsTheWaitAtTheDeadline() async {
    let (gate, opener) = AsyncStream<Void>.makeStream()
    // Waits for an unstructured task of its own, which its cancellation does not reach: it
    // ends only when the gate closes, as a run that ignores its cancellation would not.
    let inner = Task.detached { for await _ in gate {} }
    let stuck = Task.detached { () -> Int in
      await inner.value
      return 1
    }
    let clock = ContinuousClock()
    let start = clock.now
    var value: Int?
    await withKnownIssue("the wait records that it gave up") {
      value = await boundedValue(
        of: stuck, "a task that ignores its cancellation", limit: .milliseconds(200))
    }
    let waited = clock.now - start
    opener.finish()
    #expect(value == nil)
    #expect(stuck.isCancelled)
    #expect(waited < .seconds(10))
  }

  @Test func aTaskThatEndsGivesItsValue() async {
    let task = Task.detached { 6 * 7 }
    #expect(await boundedValue(of: task, "a task that ends") == 42)
  }
}
