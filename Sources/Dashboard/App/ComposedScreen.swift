/// The screen the app composed last, kept so that the next frame composes again only what may
/// have changed: the panels fed by the number thread (their models change on another thread
/// between hops, so they are composed every frame; their borders and the header only when the
/// text they show changed), and the panels whose main-loop models announced a change since. Anything else (keys, focus, resize, messages, the help
/// overlay, another render context) drops it and the next frame is composed from scratch.
///
/// At the thread's fastest intervals a frame redraws the numbers and little else, so it holds
/// the main loop, and the hand-off hops queued behind it, for a fraction of a full composition.
struct ComposedScreen {
  /// Panels composed on every frame: their models are written by the number thread.
  static let livePanels: Set<PanelID> = [.numbers, .extra]

  /// The composed cells, before any ASCII folding.
  var buffer: CellBuffer
  /// The layout and context `buffer` was composed with; another one means starting afresh.
  let layout: ScreenLayout
  let context: RenderContext
  /// Panels whose model announced a change since `buffer` was composed.
  private(set) var stalePanels: Set<PanelID> = []
  /// The header's right-hand text (thread state, cart size) when composed.
  var headerStatus: HeaderStatus
  /// The status each live panel showed in its border when composed: a live panel whose status
  /// is unchanged gets only its content composed again, not its border.
  private var liveStatuses: [PanelID: String?] = [:]

  init(buffer: CellBuffer, layout: ScreenLayout, context: RenderContext, headerStatus: HeaderStatus)
  {
    self.buffer = buffer
    self.layout = layout
    self.context = context
    self.headerStatus = headerStatus
  }

  /// How much of panel `id`, now showing `status` in its border, must be composed again.
  func composing(_ id: PanelID, status: @autoclosure () -> String?) -> PanelComposition {
    if stalePanels.contains(id) { return .whole }
    guard Self.livePanels.contains(id) else { return .nothing }
    return liveStatuses[id] == .some(status()) ? .content : .whole
  }

  /// Records the status a live panel was composed with.
  mutating func composed(_ id: PanelID, status: String?) {
    if Self.livePanels.contains(id) { liveStatuses[id] = .some(status) }
  }

  /// Records that panel `id` changed.
  mutating func markStale(_ id: PanelID) {
    stalePanels.insert(id)
  }

  /// Records that the stale panels were composed again.
  mutating func markComposed() {
    stalePanels.removeAll(keepingCapacity: true)
  }
}

/// How much of a panel a frame composes again.
enum PanelComposition: Equatable {
  /// Nothing: the panel is as it was.
  case nothing
  /// The contents inside the border (a live panel whose border did not change).
  case content
  /// Border, titles and contents.
  case whole
}
