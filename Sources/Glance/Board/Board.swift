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
/// Values are taken at frame time: each binding's writers fill its mailbox on their own threads
/// (the latest value, a bounded ring of lines, or every-value aggregates), the first write since
/// a frame wakes the main actor once for the whole board, and each frame, at most
/// ``framesPerSecond`` a second, takes what changed from every binding and draws only the panels
/// that changed. However fast the writers, the main actor wakes at most once a frame and memory
/// stays what the bindings keep.
@MainActor
public final class Board {
  /// The board as the next frame shows it.
  var frame: BoardFrame
  /// The panels, in the order they were added.
  public private(set) var panels: [Panel] = []
  /// What bindings' writers ring when they fill a mailbox; wakes the main actor once a frame.
  let doorbell: FrameDoorbell
  /// How frames take the bindings' mailboxes, and what they have taken.
  var taking = FrameTaking()
  /// The time hand-offs are stamped with.
  let time: BoardTime
  /// The most frames drawn per second (1 to 240).
  public var framesPerSecond = 30
  /// How long a footer message stays; `nil` keeps it until the next one.
  public var messageLifetime: Duration? = .seconds(3)
  /// The key bindings the user added, in order.
  var bindings: [KeyBinding] = []
  /// Hints of the user's bindings for the help overlay and the footer.
  var userHelp: [KeyHint] = [], userFooter: [KeyHint] = []
  /// The viewers attached from other terminals, and the hints they show.
  var remote = RemoteViewers()
  /// What ``onStart(_:)`` registered.
  var startHandlers: [@MainActor (any MainLoopClock) -> Void] = []
  /// What ``onTerminalEvent(_:)`` registered.
  var terminalEventHandlers: [@MainActor (TerminalEvent) -> Void] = []
  /// The threads the board runs (``drive(_:)``), stopped when it stops.
  var workers: [PeriodicThread] = []
  /// The hand-off panel and what it samples, once added.
  var handoff: HandoffPanelSource?
  /// The output panel and the feed captured lines go into, once asked for.
  var capturedOutput: (panel: Panel, feed: LogFeed)?
  /// The variable naming the statistics file (``writesStatistics(toFileNamedBy:)``).
  var statisticsFileVariable: String?
  /// What runs the board, while it runs.
  weak var host: BoardHost?
  /// Whether the board has quit; nothing changes after it.
  public internal(set) var hasQuit = false
  /// Who ends the run when the board is asked to quit, and whether it has been asked.
  var ending = RunEnding()

  /// Whether the board adds the hand-off panel after the program's panels when it starts.
  let addsHandoffPanel: Bool

  /// A board titled `title` (shown at the left of the header). With `handoffPanel`, the
  /// built-in hand-off panel (``handoffPanel(_:name:produced:coalesced:observers:)`` with no
  /// counts of the program's own) is added after the program's panels when the board starts.
  public init(_ title: String, handoffPanel: Bool = false) {
    addsHandoffPanel = handoffPanel
    let time = BoardTime()
    self.time = time
    doorbell = FrameDoorbell(time: time)
    frame = BoardFrame(size: TerminalSize(columns: 80, rows: 24), title: title)
    refreshHints()
    doorbell.onWake { [weak self] in self?.doorbellRang(at: $0) }
  }

  /// The header's left-hand text.
  public var title: String {
    get { frame.title }
    set { if newValue != frame.title { update { $0.title = newValue } } }
  }

  /// The header's right-hand text, such as "running · 3 in cart", or `nil` for none.
  public var status: String? {
    get { frame.programStatus }
    set { if newValue != frame.programStatus { update { $0.programStatus = newValue } } }
  }

  /// Below this size the board shows only a "too small" screen with the size it needs.
  public var minimumSize: TerminalSize {
    get { frame.minimumSize }
    set {
      update {
        $0.minimumSize = newValue
        $0.layoutRevision &+= 1
      }
    }
  }

  /// Below this size only the focused panel shows (Tab moves through the others); by default
  /// no size, so that the panels' own ``Panel/minimumSize`` decide.
  public var fullSize: TerminalSize {
    get { frame.fullSize }
    set {
      update {
        $0.fullSize = newValue
        $0.layoutRevision &+= 1
      }
    }
  }

  /// The size of the program's own screen; 0×0 when only served (each viewer has its own size).
  public var size: TerminalSize { frame.size }

  /// Adds a panel titled `title`; `name` identifies it in the statistics file (by default the
  /// title in lower case, spaces as dashes). It shows nothing until a source is bound or
  /// ``Panel/show(_:)`` is called.
  public func panel(_ title: String, name: String? = nil) -> Panel {
    let id = PanelID(index: panels.count)
    let panel = Panel(id: id, board: self)
    panels.append(panel)
    let statisticsName =
      name ?? title.lowercased().split(separator: " ").joined(separator: "-")
    update { frame in
      frame.panels.append(
        PanelFrame(title: title, name: statisticsName, content: TextWidget([String]())))
      frame.layoutRevision &+= 1
    }
    return panel
  }

  /// Places the panels on screens at least ``fullSize`` large; without it, panels go two to a
  /// row in the order they were added. Unless named, ``outputPanel`` goes below the others.
  public func arrange(_ arrangement: Arrangement) {
    update { frame in
      frame.arrangement = arrangement
      frame.layoutRevision &+= 1
    }
  }

  /// The focused panel.
  public var focusedPanel: Panel? {
    panels.indices.contains(frame.focus) ? panels[frame.focus] : nil
  }

  /// Gives `panel` the focus, if it is visible.
  public func focus(_ panel: Panel) {
    guard frame.panels[panel.id.index].isVisible else { return }
    update { $0.focus = panel.id.index }
  }

  /// Ends every panel's bindings, and stops the threads it drives; no callback of a bound
  /// source starts after it returns.
  public func stop() {
    for panel in panels { panel.stop() }
    for worker in workers { worker.stop() }
  }

  /// How deep the current ``batch(_:)`` calls nest, and whether a change inside it is waiting
  /// for its frame request.
  private var batchDepth = 0, changedInBatch = false

  /// Changes the frame and asks for a frame to show it (once for a whole batch).
  func update(_ change: (inout BoardFrame) -> Void) {
    guard !hasQuit else { return }
    change(&frame)
    if taking.isActive { return }
    if batchDepth > 0 {
      changedInBatch = true
    } else {
      host?.frameNeeded()
    }
  }

  /// Runs `body`, asking for one frame at the end for all the changes it made: one request per
  /// delivered value, key or terminal event, however many panels it touched.
  func batch<Result>(_ body: () throws -> Result) rethrows -> Result {
    batchDepth += 1
    defer {
      batchDepth -= 1
      if batchDepth == 0, changedInBatch {
        changedInBatch = false
        if !hasQuit, !taking.isActive { host?.frameNeeded() }
      }
    }
    return try body()
  }

  /// The panels' names for the statistics file, by index.
  var panelNames: [String] { frame.panels.map(\.name) }
}
