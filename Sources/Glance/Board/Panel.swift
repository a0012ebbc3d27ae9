import GlanceCore
import ObserverModel

/// One panel of a ``Board``: a border with a title and a status, and a widget inside that a
/// bound source replaces whenever its value changes.
///
/// Get one from ``Board/panel(_:name:)``, then bind a source to it (``show(_:_:)-(Observer<Value>,_)``
/// and its siblings) or set its content yourself with ``show(_:)``. A panel lives as long as its
/// board; its subscriptions end when the board stops.
@MainActor
public final class Panel {
  /// The panel's place among the board's panels.
  nonisolated let id: PanelID
  /// The board the panel belongs to.
  public unowned let board: Board
  private var subscriptions: [Disposable] = []
  private var observations: [ObservationHandle] = []
  private var tasks: [Task<Void, Never>] = []
  /// The panel's bindings, which each frame takes.
  private(set) var bindings: [PanelBinding] = []

  init(id: PanelID, board: Board) {
    self.id = id
    self.board = board
  }

  private var frame: PanelFrame {
    get { board.frame.panels[id.index] }
    set { board.update { $0.panels[id.index] = newValue } }
  }

  /// The title in the panel's top border.
  public var title: String {
    get { frame.title }
    set { if newValue != frame.title { frame.title = newValue } }
  }

  /// The text at the right of the panel's top border, or `nil` for none.
  public var status: String? {
    get { frame.status }
    set { if newValue != frame.status { frame.status = newValue } }
  }

  /// Whether the panel is on the screen. A hidden panel gives its space to its neighbours and
  /// is skipped by Tab.
  public var isVisible: Bool {
    get { frame.isVisible }
    set {
      guard newValue != frame.isVisible else { return }
      board.update { frame in
        frame.panels[id.index].isVisible = newValue
        frame.layoutRevision &+= 1
        if !newValue, frame.focus == id.index {
          frame.focus = frame.visiblePanels.first ?? 0
        }
      }
    }
  }

  /// The smallest frame, border included, the panel is shown in beside others (12×3 by
  /// default): on a screen where any visible panel would get less, only the focused panel
  /// shows, and Tab moves through the others.
  public var minimumSize: TerminalSize {
    get { frame.minimumSize }
    set {
      guard newValue != frame.minimumSize else { return }
      board.update { frame in
        frame.panels[id.index].minimumSize = newValue
        frame.layoutRevision &+= 1
      }
    }
  }

  /// Whether the panel has the focus (its border is highlighted; on a small screen it is the
  /// one shown).
  public var isFocused: Bool { board.frame.focus == id.index }

  /// The size inside the panel's border in the board's current layout, or `nil` while it is not
  /// on the screen: what a binding that pages through its content scrolls by.
  package var contentSize: TerminalSize? {
    guard let placed = BoardLayout(board.frame)?.panels.first(where: { $0.index == id.index })
    else { return nil }
    let inner = placed.frame.inset(by: 1)
    return TerminalSize(columns: inner.width, rows: inner.height)
  }

  /// Draws `content` inside the border from the next frame on.
  ///
  /// Called from the program's own main-actor code (a key's action, a start handler, a hop it
  /// made itself) rather than from a binding's frame-time take, the value counts in the
  /// board's hand-off statistics (the hand-off panel's) as one sent and one hop to the main
  /// actor, as a main-actor source's values do.
  public func show(_ content: some Widget) {
    if !board.taking.isActive { board.taking.mainActorDeliveries &+= 1 }
    place(content)
  }

  /// Draws `content` from the next frame on, as ``show(_:)`` does: for the kit's own content
  /// (a binding's first, empty content, the board's own panels).
  package func place(_ content: some Widget) {
    board.update { frame in
      frame.panels[id.index].content = content
      frame.panels[id.index].revision &+= 1
    }
  }

  /// Runs a main-actor source's callback (a key path, an async sequence): one frame request for
  /// whatever it changes. The value it shows (``show(_:)``, outside a frame's take) is counted
  /// in the hand-off statistics as a value sent and a hop to the main actor, which the source
  /// made itself, beside the mailbox bindings' writes.
  func deliver(_ body: (Panel) -> Void) {
    board.batch { body(self) }
  }

  /// Keeps `subscription` until the board stops.
  package func keep(_ subscription: Disposable) {
    subscriptions.append(subscription)
  }

  /// Keeps `observation` until the board stops.
  func keep(_ observation: ObservationHandle) {
    observations.append(observation)
  }

  /// Keeps `binding` until the board stops, or until its subscription is disposed: frames take
  /// it until then.
  func keep(_ binding: PanelBinding) {
    bindings.append(binding)
  }

  /// Forgets the bindings whose subscriptions were disposed, and those subscriptions.
  func forgetEndedBindings() {
    bindings.removeAll { $0.hasEnded }
    subscriptions.removeAll { $0.isDisposed }
  }

  /// Keeps `task` until the board stops, when it is cancelled.
  func keep(_ task: Task<Void, Never>) {
    tasks.append(task)
  }

  /// Whether ``stop()`` ended the panel's bindings.
  private(set) var isStopped = false

  /// Ends every binding: no callback of this panel's sources starts after it returns.
  func stop() {
    isStopped = true
    for subscription in subscriptions { subscription.dispose() }
    for observation in observations { observation.cancel() }
    for task in tasks { task.cancel() }
    subscriptions.removeAll()
    observations.removeAll()
    tasks.removeAll()
    bindings.removeAll()
  }
}

/// Names one panel of a ``Board``: its place in the order panels were added, which is also the
/// order Tab moves the focus in.
struct PanelID: Hashable, Sendable {
  /// The panel's position among the board's panels, from 0.
  let index: Int
}
