import GlanceCore

/// The viewers attached to a board from other terminals, and what their help and footer show
/// (the built-in quit key detaches a viewer, and says so).
@MainActor
struct RemoteViewers {
  /// The most viewers attached at once; the next one is turned away.
  static let limit = 16
  /// The attached viewers, in the order they attached.
  var viewers: [RemoteViewer] = []
  /// The help overlay's lines at a viewer.
  var help: [KeyHint] = []
  /// The footer's hints at a viewer.
  var footerHints: [KeyHint] = []
  /// The socket the board is served on, once it is.
  var socketPath: String?

  /// Whether the next viewer is turned away.
  var isFull: Bool { viewers.count >= Self.limit }

  /// Adds `viewer`, attached now.
  mutating func add(_ viewer: RemoteViewer) {
    viewers.append(viewer)
  }

  /// Forgets `viewer`, which has left.
  mutating func remove(_ viewer: RemoteViewer) {
    viewers.removeAll { $0 === viewer }
  }

  /// Hands `frame` to every viewer, each to compose at its own size on its own thread.
  func present(_ frame: BoardFrame) {
    for viewer in viewers { viewer.present(frame) }
  }

  /// Sends `frame`, the board's last, to every viewer, and waits until each has it on its link
  /// (the viewers compose it side by side, each on its own thread).
  func presentLast(_ frame: BoardFrame) {
    present(frame)
    for viewer in viewers { viewer.waitUntilSent() }
  }
}

/// What one viewer sees differently from the program's own screen: its size, its focus, its
/// zoom, its help overlay and its footer message. The panels' contents are the board's, shared by all.
struct ViewerView {
  /// The viewer's screen size.
  var size: TerminalSize
  /// The focused panel's index at the viewer.
  var focus: Int
  /// Whether the viewer shows the help overlay.
  var isHelpVisible = false
  /// Whether the viewer shows only its focused panel, on its whole screen.
  var isZoomed = false
  /// A footer message for this viewer only (a key it pressed does nothing).
  var message: String? {
    didSet { if message != oldValue { messageRevision &+= 1 } }
  }
  /// Counts changes of ``message``.
  private(set) var messageRevision: UInt64 = 0
}

extension BoardFrame {
  /// This frame as `view` shows it: at its size, with its focus, zoom, help overlay and message, and
  /// the viewer's `help` and `footerHints`.
  func seen(by view: ViewerView, help: [KeyHint], footerHints: [KeyHint]) -> BoardFrame {
    var copy = self
    copy.size = view.size
    if panels.indices.contains(view.focus), panels[view.focus].isVisible {
      copy.focus = view.focus
    }
    copy.isHelpVisible = view.isHelpVisible
    copy.isZoomed = view.isZoomed
    copy.help = help
    copy.footerHints = footerHints
    if let message = view.message { copy.footerMessage = message }
    // The footer is drawn again when either the board's message or the viewer's changes.
    copy.footerRevision = footerRevision &+ (view.messageRevision << 32)
    return copy
  }
}
