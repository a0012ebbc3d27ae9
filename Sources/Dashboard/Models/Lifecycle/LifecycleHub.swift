import ObserverModel

/// Owns the application's lifecycle stream and hands out receivers that replay as much of its
/// history as each consumer needs.
///
/// There is one stream: a single transmitter keeps the history and every receiver the hub hands
/// out listens to it, so one ``send(_:)`` reaches all of them, in the same order. What differs
/// is only what a *new* listener is replayed:
///
/// - ``fullHistory``: every event so far (up to the hub's `historyLimit`), like `.cold`;
/// - ``recent(_:)``: the last n events, like `.warm(upTo: n)`;
/// - ``live``: nothing, like `.hot`.
///
/// ```swift
/// let lifecycle = LifecycleHub()
/// lifecycle.send(.didFinishLaunching)
/// lifecycle.recent(1).listen { event in print(event) }   // didFinishLaunching, then live ones
/// ```
final class LifecycleHub: Sendable {
  private let transmitter: Receiver<AppLifecycle>.Transmitter
  private let receiver: Receiver<AppLifecycle>

  /// Creates a hub that keeps every event, or the last `historyLimit` when given.
  init(historyLimit: Int? = nil) {
    let strategy: ReceiverStrategy = historyLimit.map { .warm(upTo: $0) } ?? .cold
    (transmitter, receiver) = Receiver<AppLifecycle>.make(with: strategy)
  }

  /// Sends `event` to every receiver the hub has handed out. Any thread may call it.
  func send(_ event: AppLifecycle) {
    transmitter.broadcast(event)
  }

  /// New listeners get every event kept so far, then live events.
  var fullHistory: Receiver<AppLifecycle> { receiver }

  /// New listeners get only events sent after they start listening.
  var live: Receiver<AppLifecycle> { receiver.limitingReplay(to: 0) }

  /// New listeners get the last `count` events, then live events.
  func recent(_ count: Int) -> Receiver<AppLifecycle> {
    receiver.limitingReplay(to: count)
  }

  /// A receiver that replays what `strategy` would keep: everything for `.cold`, the last n
  /// for `.warm(upTo: n)`, nothing for `.hot`.
  func receiver(for strategy: ReceiverStrategy) -> Receiver<AppLifecycle> {
    strategy.bufferCapacity.map(recent) ?? fullHistory
  }

  /// The events kept so far, oldest first.
  var history: [AppLifecycle] { transmitter.bufferedWaves }

  /// The number of listeners on the stream, through any of the receivers handed out.
  var listenerCount: Int { transmitter.listenerCount }
}
