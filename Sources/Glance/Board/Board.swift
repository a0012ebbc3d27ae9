import GlanceCore
import ObserverModel

/// A live terminal dashboard of your own observed values: panels bound to sources that change
/// on any thread, keys bound to main-actor actions, a header, a footer of key hints and a help
/// overlay generated from the bindings.
///
/// ```swift
/// let board = Board("Service")
/// board.panel("load").show(load) { BigNumberWidget(.integer(Int($0))) }
/// board.key("c", "clear the queue") { queue.update([]) }
/// board.run()
/// ```
///
/// Values are taken at frame time, at most ``framesPerSecond`` a second: however fast the
/// writers, the main actor wakes at most once a frame and memory stays what the bindings keep
/// (<doc:ChoosingABinding> shows the path a value takes).
@MainActor
public final class Board {
  // The board is a façade over its parts. Each holds its own state and logic in the folder
  // named beside it, and the board's behaviour around it lives here in Board/, in the
  // `Board+` file named beside it; a new concern gets a part of its own here.

  /// The board as the next frame shows it: size, title, panels' layout, focus, help, footer
  /// (Composition/; Board+Screen).
  var frame: BoardFrame
  /// The panels, in the order they were added.
  public internal(set) var panels: [Panel] = []
  /// How changes ask for frames: one request for a whole ``batch(_:)`` (Board/).
  private var requests = FrameRequests()
  /// What bindings' writers ring when they fill a mailbox; wakes the main actor once a frame
  /// (Frames/; Board+Frames).
  let doorbell: FrameDoorbell
  /// How frames take the bindings' mailboxes, and what they have taken (Frames/; Board+Frames).
  var taking = FrameTaking()
  /// The time hand-offs are stamped with (BoardTime).
  let time: BoardTime
  /// The program's key bindings and their hints (Keys/; Board+Keys).
  var keys = KeyTable()
  /// What ``onStart(_:)`` and ``onTerminalEvent(_:)`` registered (Board+Events).
  var handlers = BoardHandlers()
  /// The viewers attached from other terminals, and the hints they show (Remote/; Board+Remote).
  var remote = RemoteViewers()
  /// Where the board is in its life (starting, running, shutting down, ending, ended), what
  /// runs it, and how its run ends (BoardLife; Board+Quit).
  var life = BoardLife()
  /// The threads the board runs (``drive(_:)``), stopped when it stops (Workers/; Board+Events).
  var workers = BoardWorkers()
  /// The hand-off panel, once added, and its samples (Handoff/; Board+Handoff).
  var handoff: HandoffSampler
  /// The output panel and the feed captured lines go into, once asked for (Output/; Board+Output).
  var output = CapturedOutput()
  /// Whether a terminal run writes the statistics file, and where
  /// (``writesStatistics(toFileNamedBy:)``; Diagnostics/; Board+Arguments).
  var statistics = StatisticsSetting()

  /// The most frames drawn per second (1 to 240).
  public var framesPerSecond = 30
  // Public: a program's setting, beside `framesPerSecond`.
  /// How long a footer message stays; `nil` keeps it until the next one.
  public var messageLifetime: Duration? = .seconds(3)
  /// Whether the board has quit; nothing changes after it.
  package var hasQuit: Bool { life.hasEnded }
  /// What runs the board, while it runs (Sessions/; Board+Run).
  var host: (any BoardHost)? { life.host }

  /// A board titled `title` (shown at the left of the header). With `handoffPanel`, the
  /// built-in hand-off panel (``handoffPanel(_:name:produced:coalesced:observers:)`` with no
  /// counts of the program's own) is added after the program's panels when the board starts.
  public init(_ title: String, handoffPanel: Bool = false) {
    handoff = HandoffSampler(addsPanelAtStart: handoffPanel)
    let time = BoardTime()
    self.time = time
    doorbell = FrameDoorbell(time: time)
    frame = BoardFrame(size: TerminalSize(columns: 80, rows: 24), title: title)
    refreshHints()
    doorbell.onWake { [weak self] in self?.doorbellRang(at: $0) }
  }

  /// Ends every panel's bindings, and stops the threads it drives; no callback of a bound
  /// source starts after it returns.
  public func stop() {
    for panel in panels { panel.stop() }
    workers.stop()
  }

  /// Changes the frame and asks for a frame to show it (once for a whole batch).
  func update(_ change: (inout BoardFrame) -> Void) {
    guard !hasQuit else { return }
    change(&frame)
    if taking.isActive { return }
    if requests.changed() { host?.frameNeeded() }
  }

  /// Runs `body`, asking for one frame at the end for all the changes it made: one request per
  /// delivered value, key or terminal event, however many panels it touched.
  func batch<Result>(_ body: () throws -> Result) rethrows -> Result {
    requests.begin()
    defer {
      if requests.end(), !hasQuit, !taking.isActive { host?.frameNeeded() }
    }
    return try body()
  }

  /// The panels' names for the statistics file, by index.
  var panelNames: [String] { frame.panels.map(\.name) }
}
