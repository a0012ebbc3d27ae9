import ObserverModel
import TestSupport
import Testing

/// Who keeps whom alive between a transmitter and its receiver.
@Suite struct ReceiverLifetimeTests {
  @Test func aTransmitterKeepsItsReceiverAlive() {
    weak var weakReceiver: Receiver<Int>?
    let transmitter: Receiver<Int>.Transmitter
    do {
      let (madeTransmitter, receiver) = Receiver<Int>.make(with: .warm(upTo: 1))
      weakReceiver = receiver
      transmitter = madeTransmitter
    }
    #expect(weakReceiver != nil, "the transmitter must keep its receiver alive")

    let log = TestLog<Int>()
    transmitter.broadcast(1)
    weakReceiver?.listen { log.append($0) }
    transmitter.broadcast(2)
    #expect(log.values == [1, 2])
    withExtendedLifetime(transmitter) {}
  }

  @Test func releasingBothReleasesTheReceiver() {
    weak var weakReceiver: Receiver<Int>?
    weak var weakTransmitter: Receiver<Int>.Transmitter?
    do {
      let (transmitter, receiver) = Receiver<Int>.make()
      weakReceiver = receiver
      weakTransmitter = transmitter
    }
    #expect(weakTransmitter == nil)
    #expect(weakReceiver == nil)
  }

  @Test func aReceiverDoesNotKeepItsTransmitterAlive() {
    weak var weakTransmitter: Receiver<Int>.Transmitter?
    let receiver: Receiver<Int>
    do {
      let (transmitter, madeReceiver) = Receiver<Int>.make()
      weakTransmitter = transmitter
      receiver = madeReceiver
    }
    #expect(weakTransmitter == nil)
    withExtendedLifetime(receiver) {}
  }
}
