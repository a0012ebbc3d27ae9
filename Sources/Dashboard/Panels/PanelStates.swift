import Glance

/// What the numbers panel shows: the thread's statistics and the keys' settings.
struct NumbersState: Sendable, Equatable {
  var summary = RandomNumberHistory.Summary()
  var interval: Duration {
    didSet { intervalForm = DurationArgument.ShortForm(interval) }
  }
  /// ``interval`` as the panel writes it, worked out once per change, not per frame.
  private(set) var intervalForm: DurationArgument.ShortForm
  var isPaused: Bool
  /// The thread's observers, as of the last number or attach / detach.
  var observerCount = 0
  /// The range the number thread draws from.
  let range: ClosedRange<Int>

  init(interval: Duration, isPaused: Bool, range: ClosedRange<Int>) {
    self.interval = interval
    intervalForm = DurationArgument.ShortForm(interval)
    self.isPaused = isPaused
    self.range = range
  }
}

/// Which lifecycle receiver (replay strategy) delivered an event.
enum LifecycleDelivery: Sendable, Equatable {
  /// `.cold`, `.warm(upTo: 5)` and `.hot`.
  case history, recent, live
}

/// What the lifecycle panel shows: one list per receiver.
struct LifecycleState: Sendable, Equatable {
  /// How many events the `.warm` receiver keeps.
  static let recentCount = 5
  var history: [AppLifecycle] = []
  var recent: [AppLifecycle] = []
  var current: AppLifecycle?

  /// Adds `event` as the receiver `stream` delivered it.
  mutating func receive(_ event: AppLifecycle, from stream: LifecycleDelivery) {
    switch stream {
    case .history: history.append(event)
    case .recent: recent = (recent + [event]).suffix(Self.recentCount)
    case .live: current = event
    }
  }
}
