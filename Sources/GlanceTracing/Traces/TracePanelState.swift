import Tracing

/// What a slowest-traces panel keeps and how it is looked at: the traces listed, the one
/// selected, and the one opened as a waterfall (with its lines, made when it opens or its
/// spans change) and how far that is scrolled. A trace is named by the id its tracer's
/// downstream tracer gave it (what a collector received) when there is one, else by the board's
/// own number (`#12`).
struct TracePanelState {
  /// The tracer the board's tracer forwards to, whose trace ids the panel shows.
  let downstream: (any Tracer)?
  /// The slowest traces, slowest first.
  private(set) var traces: [SlowestTraces.Entry] = []
  /// The downstream tracer's id of each trace listed, where it has one.
  private(set) var ids: [ForwardedTraceID?] = []
  /// The index of the selected trace.
  private(set) var selected = 0
  /// The trace open as a waterfall, if any, its downstream id, and what the waterfall shows of
  /// it.
  private(set) var opened: SlowestTraces.Entry?
  private var openedID: ForwardedTraceID?
  private(set) var waterfall = WaterfallWidget(
    lines: [], title: "", spanCount: 0, dropped: 0, offset: 0)
  /// Whether the waterfall shows the spans' attributes; folded under their spans until asked
  /// for, so that a small panel shows the spans first.
  private(set) var showsAttributes = false
  /// The key that unfolds the attributes, named in the waterfall's header.
  var attributesKey = "\(TracePanelKeys.standard.attributes)"
  /// The span count the waterfall's lines were made from.
  private var madeFrom = (spans: -1, dropped: -1)
  /// The rows inside the panel's border, as the binding last saw them.
  var rows = 1

  /// The state of a panel whose traces' ids, when it shows them, come from `downstream`.
  init(downstream: (any Tracer)? = nil) {
    self.downstream = downstream
  }

  /// Replaces the list with `traces`, keeping the same trace selected while it is listed.
  mutating func list(_ traces: [SlowestTraces.Entry]) {
    let selectedID =
      self.traces.indices.contains(selected) ? self.traces[selected].trace.traceID : nil
    self.traces = traces
    ids = traces.map { entry in
      downstream.flatMap { downstream in
        entry.trace.spans.rootContext.flatMap { ForwardedTraceID(of: $0, in: downstream) }
      }
    }
    selected =
      traces.firstIndex { $0.trace.traceID == selectedID }
      ?? min(selected, max(0, traces.count - 1))
  }

  /// Moves the selection, or scrolls the waterfall, by `step` lines.
  mutating func move(by step: Int) {
    if opened != nil {
      let body = max(1, rows - 1)
      waterfall.offset = min(max(0, waterfall.offset + step), max(0, waterfall.lines.count - body))
    } else if !traces.isEmpty {
      selected = min(max(0, selected + step), traces.count - 1)
    }
  }

  /// Opens the selected trace.
  mutating func openSelected() {
    guard opened == nil, traces.indices.contains(selected) else { return }
    opened = traces[selected]
    openedID = ids[selected]
    madeFrom = (-1, -1)
    waterfall.offset = 0
    refresh()
  }

  /// Goes back to the list.
  mutating func close() {
    opened = nil
  }

  /// Shows the waterfall's attributes, or folds them again (for every trace opened after).
  mutating func toggleAttributes() {
    showsAttributes.toggle()
    madeFrom = (-1, -1)
    refresh()
    move(by: 0)
  }

  /// Remakes the waterfall's lines when the opened trace's spans changed (a span that ended
  /// after its root joins it).
  mutating func refresh() {
    guard let opened else { return }
    let kept = opened.trace.spans
    guard (kept.spans.count, kept.dropped) != madeFrom else { return }
    madeFrom = (kept.spans.count, kept.dropped)
    waterfall.lines = WaterfallLine.lines(of: kept.spans, withAttributes: showsAttributes)
    let attributes = kept.spans.reduce(0) { $0 + $1.attributes.count }
    waterfall.folded = showsAttributes ? nil : (attributes, attributesKey)
    waterfall.title = "\(opened.operationName) \(openedID?.short ?? "#\(opened.trace.traceID)")"
    waterfall.spanCount = kept.spans.count
    waterfall.dropped = kept.dropped
  }

  /// The panel's status: how many traces are listed, or the whole id of the one opened.
  var status: String {
    guard let opened else { return "\(traces.count) slowest" }
    return "trace \(openedID?.hex ?? "#\(opened.trace.traceID)")"
  }
}
