/// Where a board is in its life, who runs it, and how its run ends: the one record of the
/// board's life, changed only by the transitions below.
///
/// Phases follow one another in the order of ``Phase``'s cases, skipping some (a board can end
/// without shutting down, or before it started). Every transition returns whether it happened;
/// one the phase does not allow is ignored and returns `false`, so that the board's callers (a key, a signal, a service group, a cancelled
/// task, each of which may come late or twice) need no guard of their own:
///
/// | From \ transition | start(on:) | beginShutdown() | beginEnding() | finishEnding() |
/// | --- | --- | --- | --- | --- |
/// | starting | running | shuttingDown | ending | ignored |
/// | running | running, new host | shuttingDown | ending | ignored |
/// | shuttingDown | shuttingDown, new host | ignored | ending | ignored |
/// | ending | ignored | ignored | ignored | ended |
/// | ended | ignored | ignored | ignored | ignored |
///
/// Whether a frame is being taken is not part of the board's life: it lasts one call of
/// `takeChanges()` and belongs to the frame-taking part (``FrameTaking/isActive``).
struct BoardLife {
  /// The phases of a board's life, in order.
  enum Phase: Equatable, Sendable, CaseIterable {
    /// Made and being set up (panels, keys, handlers); no run has started it.
    case starting
    /// A host runs it and draws its frames.
    case running
    /// The program was asked to shut down (a guest in a service): the board still runs, says
    /// so in its header, and waits for the program to end the run.
    case shuttingDown
    /// Its end has begun: the quitting handlers run and the last screen is taken; a second
    /// request to end is ignored.
    case ending
    /// Ended: nothing changes after it.
    case ended
  }

  /// The phase the board is in; only the transitions change it.
  private(set) var phase = Phase.starting

  /// What runs the board, since the last ``start(on:)``. Weak: the host (a session's runtime)
  /// owns the board for the length of the run, and a session that ends without ending the
  /// board (its input ended, a headless run's time is up) lets it go, so the board no longer
  /// counts as running.
  private(set) weak var host: (any BoardHost)?

  /// Asks the program to shut down (a service group's graceful shutdown), for a guest board;
  /// `nil` when the board owns its run and quitting ends it.
  var askToEnd: (@MainActor () -> Void)?

  /// A host starts running the board. A board still running takes the new host: its session
  /// can end without ending the board (see ``host``), and a later run hosts it again. An
  /// ending or ended board is not started again.
  @discardableResult
  mutating func start(on host: any BoardHost) -> Bool {
    switch phase {
    case .starting:
      phase = .running
    case .running, .shuttingDown:
      break
    case .ending, .ended:
      return false
    }
    self.host = host
    return true
  }

  /// The program was asked to shut down; `false` if it already was, or the board is ending or
  /// has ended. A board not yet started may be asked too: it then starts already shutting
  /// down.
  mutating func beginShutdown() -> Bool {
    switch phase {
    case .starting, .running:
      phase = .shuttingDown
      return true
    case .shuttingDown, .ending, .ended:
      return false
    }
  }

  /// The board begins to end, from any phase before it: a board can be ended before it ever
  /// ran (a service group cancelled first). `false` when it is already ending or has ended.
  mutating func beginEnding() -> Bool {
    switch phase {
    case .starting, .running, .shuttingDown:
      phase = .ending
      return true
    case .ending, .ended:
      return false
    }
  }

  /// The board has ended; only an ending board ends.
  @discardableResult
  mutating func finishEnding() -> Bool {
    guard phase == .ending else { return false }
    phase = .ended
    return true
  }

  /// Whether the board has ended; nothing changes after it.
  var hasEnded: Bool { phase == .ended }

  /// Whether the board was started, has a host still, and has not ended: a binding made now
  /// has missed the start handlers.
  var isRunning: Bool {
    switch phase {
    case .running, .shuttingDown, .ending: host != nil
    case .starting, .ended: false
    }
  }
}
