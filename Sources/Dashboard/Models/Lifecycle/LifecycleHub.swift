import ObserverModel

/// The app's one lifecycle stream, with receivers that differ only in what a new listener is
/// replayed: ``fullHistory`` everything so far (`.cold`), ``recent(_:)`` the last n
/// (`.warm(upTo: n)`), ``live`` nothing (`.hot`). One ``send(_:)`` reaches all, in order.
final class LifecycleHub: Sendable {
  private let transmitter: Receiver<AppLifecycle>.Transmitter
  /// New listeners get every event so far, then live ones.
  let fullHistory: Receiver<AppLifecycle>

  init() {
    (transmitter, fullHistory) = Receiver<AppLifecycle>.make(with: .cold)
  }

  /// Sends `event` to every receiver; any thread may call it.
  func send(_ event: AppLifecycle) { transmitter.broadcast(event) }

  /// New listeners get only events sent after they start listening.
  var live: Receiver<AppLifecycle> { recent(0) }

  /// New listeners get the last `count` events, then live ones.
  func recent(_ count: Int) -> Receiver<AppLifecycle> { fullHistory.limitingReplay(to: count) }

  /// The events so far, oldest first.
  var history: [AppLifecycle] { transmitter.bufferedWaves }

  /// The listeners on the stream, through any receiver.
  var listenerCount: Int { transmitter.listenerCount }
}
