import Dispatch
import ObserverModel
import TestSupport
import Testing

@Suite struct ReceiverStressTests {
  @Test func twentyBroadcastsFromFourQueuesReachTwoListenersFortyTimes() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let deliveries = CallCounter()
    receiver.listen { _ in deliveries.increment() }
    receiver.listen { _ in deliveries.increment() }
    let queues = (0..<4).map { DispatchQueue(label: "broadcaster \($0)") }
    let group = DispatchGroup()
    for wave in 1...20 {
      queues[wave % 4].async(group: group) { transmitter.broadcast(wave) }
    }
    group.wait()
    #expect(deliveries.count == 40)
  }

  @Test func broadcastsFromManyThreadsAreDeliveredSeriallyAndInEachSendersOrder() {
    let (transmitter, receiver) = Receiver<(sender: Int, step: Int)>.make()
    let overlap = OverlapDetector()
    let log = TestLog<(sender: Int, step: Int)>()
    receiver.listen { wave in overlap.run { log.append(wave) } }
    receiver.listen { _ in overlap.run() }
    let senders = 4
    let steps = 500
    DispatchQueue.concurrentPerform(iterations: senders) { sender in
      for step in 0..<steps { transmitter.broadcast((sender, step)) }
    }
    #expect(overlap.overlapCount == 0)
    let waves = log.values
    #expect(waves.count == senders * steps)
    for sender in 0..<senders {
      #expect(waves.filter { $0.sender == sender }.map(\.step) == Array(0..<steps))
    }
  }

  @Test func listenersComingAndGoingDuringBroadcastsGetReplayOnceThenLiveWaves() {
    let (transmitter, receiver) = Receiver<Int>.make(with: .warm(upTo: 4))
    let group = DispatchGroup()
    let violations = CallCounter()
    DispatchQueue.global().async(group: group) {
      for wave in 0..<2_000 { transmitter.broadcast(wave) }
    }
    DispatchQueue.concurrentPerform(iterations: 3) { _ in
      for _ in 0..<100 {
        let log = TestLog<Int>()
        let listener = receiver.listen { log.append($0) }
        listener.dispose()
        // Whatever was heard is strictly increasing: no replay twice, nothing out of order.
        let heard = log.values
        if zip(heard, heard.dropFirst()).contains(where: { $0 >= $1 }) { violations.increment() }
      }
    }
    group.wait()
    #expect(violations.count == 0)
    #expect(transmitter.listenerCount == 0)
    #expect(transmitter.bufferedWaveCount == 4)
  }

  @Test func mergedAndCombinedListenersNeverRunConcurrently() {
    let (left, leftReceiver) = Receiver<Int>.make()
    let (right, rightReceiver) = Receiver<Int>.make()
    let mergedOverlap = OverlapDetector()
    let combinedOverlap = OverlapDetector()
    let merged = CallCounter()
    let combined = CallCounter()
    leftReceiver.merge(with: rightReceiver).listen { _ in
      mergedOverlap.run { merged.increment() }
    }
    leftReceiver.combine(with: rightReceiver).listen { _ in
      combinedOverlap.run { combined.increment() }
    }
    left.broadcast(0)
    right.broadcast(0)
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for wave in 0..<500 {
        if worker.isMultiple(of: 2) { left.broadcast(wave) } else { right.broadcast(wave) }
      }
    }
    #expect(mergedOverlap.overlapCount == 0)
    #expect(combinedOverlap.overlapCount == 0)
    #expect(merged.count == 2 + 2_000)
    #expect(combined.count == 1 + 2_000)
  }

  @Test func reentrantBroadcastsFromManyThreadsAllArrive() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let heard = CallCounter()
    receiver.listen { wave in
      heard.increment()
      if wave >= 0 { transmitter.broadcast(-1) }  // each wave triggers one echo
    }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for wave in 0..<250 { transmitter.broadcast(wave) }
    }
    #expect(heard.count == 2_000)
  }
}
