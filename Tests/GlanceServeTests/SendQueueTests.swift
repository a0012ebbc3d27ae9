import Testing

@testable import GlanceServe

/// A viewer's send queue backs up at its high mark, and the writer waiting on it is resumed
/// once the queue drains to its low mark: at the mark, not only below it.
@Suite struct SendQueueTests {
  @Test func theWaitingWriterResumesWhenTheQueueDrainsToItsLowMark() {
    let queue = SendQueue(low: 4, high: 10)
    queue.add(9)
    #expect(!queue.isBackedUp())
    queue.add(1)
    #expect(queue.isBackedUp())
    #expect(!queue.remove(5))
    #expect(queue.remove(1))
    #expect(queue.queued == 4)
    // The writer was resumed once: draining further wakes nobody.
    #expect(!queue.remove(4))
  }
}
