extension Receiver {
  /// The writing end of an event stream: broadcasts waves to its ``Receiver``'s listeners.
  ///
  /// Any thread may broadcast, including from inside a handler; see ``Receiver`` for the
  /// delivery order.
  ///
  /// A transmitter keeps its receiver alive: as long as you hold the transmitter, the receiver
  /// it was made with exists, even if nothing else refers to it. (The receiver does not keep
  /// the transmitter.)
  public final class Transmitter: Sendable {
    @usableFromInline let hub: BroadcastHub<Wave>
    /// The receiver made with this transmitter, kept alive by it.
    let receiver: Receiver

    /// What this stream keeps for late listeners.
    public let strategy: Strategy

    init(receiver: Receiver, hub: BroadcastHub<Wave>, strategy: Strategy) {
      self.receiver = receiver
      self.hub = hub
      self.strategy = strategy
    }

    /// Sends `wave` to every listener and keeps it for later ones as the strategy says.
    @inlinable public func broadcast(_ wave: Wave) {
      hub.broadcast(wave)
    }

    /// The number of listeners attached to this stream, directly or through operators.
    public var listenerCount: Int { hub.core.subscriberCount }

    // Public: a client checks what a warm or cold stream keeps with it.
    /// The number of waves kept for replay: always 0 for `.hot`, at most n for
    /// `.warm(upTo: n)`.
    public var bufferedWaveCount: Int { hub.core.bufferedCount }

    /// The waves kept for replay, oldest first.
    public var bufferedWaves: [Wave] { hub.core.bufferedValues }
  }
}
