import Glance

/// What the numbers panel shows: the thread's statistics and its settings.
struct NumbersState: Sendable, Equatable {
  /// The statistics of every number so far.
  var summary = RandomNumberHistory.Summary()
  var interval: Duration {
    didSet { intervalForm = DurationArgument.ShortForm(interval) }
  }
  /// ``interval`` as the panel writes it, worked out when the interval changes rather than on
  /// every frame.
  private(set) var intervalForm: DurationArgument.ShortForm
  var isPaused: Bool
  /// The thread's live observers, as of the last tick or attach / detach.
  var observerCount = 0
  /// The range numbers are drawn from.
  var range = NumbersState.standardRange
  /// The range the number thread draws from.
  static let standardRange = -9000...9000

  /// The settings at launch, before any number.
  init(interval: Duration, isPaused: Bool) {
    self.interval = interval
    intervalForm = DurationArgument.ShortForm(interval)
    self.isPaused = isPaused
  }
}

/// What the cart panel shows.
struct CartPanelState: Sendable, Equatable {
  /// The products the number keys add.
  var catalog: Catalog
  /// The cart's contents.
  var contents = CartState()
}

/// What the lifecycle panel shows: one list per receiver.
struct LifecycleState: Sendable, Equatable {
  /// How many events the `.warm` receiver keeps.
  static let recentCount = 5
  /// Every event, from the `.cold` receiver.
  var history: [AppLifecycle] = []
  /// The last few, from the `.warm` receiver.
  var recent: [AppLifecycle] = []
  /// The latest, from the `.hot` receiver.
  var current: AppLifecycle?
}

/// Which of the lifecycle panel's receivers (replay strategies) delivered an event.
enum LifecycleDelivery: Sendable, Equatable {
  /// `.cold`: the full history.
  case history
  /// `.warm(upTo: 5)`: the last few events.
  case recent
  /// `.hot`: live only.
  case live
}

extension LifecycleState {
  /// Adds `event` as the receiver `stream` delivered it.
  mutating func receive(_ event: AppLifecycle, from stream: LifecycleDelivery) {
    switch stream {
    case .history:
      history.append(event)
    case .recent:
      recent.append(event)
      let excess = recent.count - Self.recentCount
      if excess > 0 { recent.removeFirst(excess) }
    case .live:
      current = event
    }
  }
}
