import Glance
import GlanceCore
import GlanceTerminal

/// Everything that can change the screen, as one value: keys (already bound to actions),
/// terminal events, the clock, and value snapshots from the models. Every event reaches
/// ``DashboardUpdate/reduce(_:_:)`` on the main loop, whichever thread it started on.
enum DashboardEvent: Sendable, Equatable {
  /// A key press; ``KeyBindings`` decides what it means.
  case key(Key)
  /// An action asked for directly (a signal asking to quit, a test).
  case action(DashboardAction)
  /// The terminal changed size.
  case resized(TerminalSize)
  /// The process is about to stop (Ctrl-Z).
  case suspended
  /// The process continued (`fg`).
  case resumed
  /// A footer message's time is up; it goes away if it is still showing.
  case messageExpired(String)
  /// The once-a-second sample of counters behind the hand-off panel.
  case tick(HandoffSample)
  /// The number thread's statistics after a new number.
  case numbers(RandomNumberHistory.Summary)
  /// What the extra observer has heard.
  case extraHeard(ExtraObserver.Heard)
  /// The cart's contents after a change.
  case cart(CartState)
  /// A lifecycle event, as one of the three receivers delivered it.
  case lifecycle(LifecycleDelivery)
}

/// A lifecycle event and the receiver (replay strategy) that delivered it.
struct LifecycleDelivery: Sendable, Equatable {
  /// Which of the lifecycle panel's receivers.
  enum Stream: Sendable, Equatable {
    /// `.cold`: the full history.
    case history
    /// `.warm(upTo: 5)`: the last few events.
    case recent
    /// `.hot`: live only.
    case live
  }

  var stream: Stream
  var event: AppLifecycle
}
