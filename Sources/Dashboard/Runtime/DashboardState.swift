import Glance
import GlanceCore

/// Everything the screen shows, as one value. Only ``DashboardUpdate`` changes it; the
/// compositor and the panels only read it, so a frame never asks a model or a thread anything.
struct DashboardState: Sendable, Equatable {
  /// The terminal's size.
  var size: TerminalSize
  /// The panel that has the focus (shown alone on small screens).
  var focus = PanelID.numbers
  var isHelpVisible = false
  /// The footer's message, if one is showing.
  var footerMessage: String? {
    didSet { if footerMessage != oldValue { revisions.footer &+= 1 } }
  }
  /// Whether the user asked to quit; nothing changes after it.
  var hasQuit = false
  /// The numbers panel.
  var numbers: NumbersState {
    didSet { if numbers != oldValue { revisions.numbers &+= 1 } }
  }
  /// The cart panel.
  var cart: CartPanelState {
    didSet { if cart != oldValue { revisions.cart &+= 1 } }
  }
  /// The lifecycle panel.
  var lifecycle = LifecycleState() {
    didSet { if lifecycle != oldValue { revisions.lifecycle &+= 1 } }
  }
  /// The hand-off panel.
  var handoff = HandoffState()
  /// The extra observer's panel, present while the observer is attached.
  var extra: ExtraObserver.Heard? {
    didSet { if extra != oldValue { revisions.extra &+= 1 } }
  }
  /// Draws the products that `a` adds, so a seeded run adds the same products every time.
  var generator: SeededGenerator
  /// How often each part changed: what the compositor compares to find the panels to draw.
  private(set) var revisions = StateRevisions()

  /// The state at launch.
  init(configuration: DashboardConfiguration, size: TerminalSize, paused: Bool = false) {
    self.size = size
    numbers = NumbersState(interval: configuration.interval, isPaused: paused)
    cart = CartPanelState(catalog: .standard)
    generator = SeededGenerator(
      seed: configuration.seed.map { $0 &+ 1 } ?? .random(in: .min ... .max))
  }

  /// The panels that can be shown, in focus order.
  var visiblePanels: [PanelID] {
    PanelID.allCases.filter { $0 != .extra || extra != nil }
  }
}

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
