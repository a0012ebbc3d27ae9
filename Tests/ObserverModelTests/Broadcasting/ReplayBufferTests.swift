import Testing

@testable import ObserverModel

/// A hub's replay buffer is a ring: past its capacity it keeps the newest values, and the
/// latest value and the replay read them in order however far the ring has turned.
@Suite struct ReplayBufferTests {
  @Test func theLatestValueAndTheReplayFollowTheRingAsItTurns() {
    var buffer = ReplayBuffer<Int>(capacity: 3)
    for value in 1...8 {
      buffer.append(value)
      #expect(buffer.last == value)
      #expect(buffer.suffix(3) == Array(max(1, value - 2)...value))
    }
  }
}
