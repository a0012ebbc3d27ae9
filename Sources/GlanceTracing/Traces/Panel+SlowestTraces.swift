import Glance
import GlanceCore

extension Panel {
  /// Shows the slowest recent traces of `tracer`, slowest first, each kept whole (up to its
  /// limits' spans per trace): its duration, root operation, span count and errors. A tracer
  /// that forwards (``BoardTracer/init(forwardingTo:limits:now:)``) names each trace by the id
  /// its downstream tracer gave it, the id a collector receives: the list and the waterfall's
  /// header show its first seven digits, as trace viewers such as Jaeger do, and the opened
  /// waterfall's status all of it. Without one, a trace is the board's `#12`. With
  /// `keys` (``TracePanelKeys/standard`` by default), Up and Down select a trace, Enter opens
  /// it as a waterfall (its spans indented under their parents on a time axis, with their
  /// events and errors; Up and Down scroll it; `a` unfolds their attributes) and Esc goes
  /// back to the list. The board's zoom key (`z`) gives the focused panel the whole board.
  ///
  /// ```swift
  /// board.panel("Slowest traces").showSlowestTraces(tracer)
  /// ```
  ///
  /// The keys are the board's, so they work alike in the terminal, in a headless run's
  /// `--keys`, and at a `glance attach` viewer (where they change the panel for every viewer,
  /// as a log panel's keys do). Pass `nil` to bind none. A trace ends when its root span
  /// does; a child that ends later joins the open waterfall at the next frame.
  @discardableResult
  public func showSlowestTraces(_ tracer: BoardTracer, keys: TracePanelKeys? = .standard)
    -> Panel
  {
    let store = tracer.store
    var state = TracePanelState(downstream: tracer.downstream)
    state.attributesKey = keys.map { "\($0.attributes)" } ?? ""
    var generation = -1
    present(state)
    let mailbox = bindMailbox("showSlowestTraces(_:keys:)", empty: 0) { [weak self] _, _ in
      guard let self else { return nil }
      store.bell.lower()
      if let changed = store.slowestTraces(after: generation) {
        generation = changed.generation
        state.list(changed.traces)
      }
      state.rows = contentSize?.rows ?? state.rows
      state.refresh()
      present(state)
      return nil
    }
    store.bell.attach(mailbox)
    if let keys {
      bindTraceKeys(keys) { [weak self] change in
        state.rows = self?.contentSize?.rows ?? state.rows
        change(&state)
        self?.present(state)
      }
    }
    return self
  }

  /// Shows `state`'s list or waterfall, and its status (the kit's own content, which the
  /// hand-off statistics do not count as the program's).
  private func present(_ state: TracePanelState) {
    if state.opened != nil {
      place(state.waterfall)
    } else {
      place(
        TraceListWidget(
          traces: zip(state.traces, state.ids).map { ($0, $0.trace.spans, $1) },
          selected: state.selected))
    }
    status = state.status
  }

  /// Binds `keys` on the board, each changing the panel's state through `change`.
  private func bindTraceKeys(
    _ keys: TracePanelKeys,
    change: @escaping @MainActor ((inout TracePanelState) -> Void) -> Void
  ) {
    let name = title
    board.key(
      [keys.previous, keys.next],
      help: KeyHint(
        "\(keys.previous)  \(keys.next)", "\(name): select a trace, scroll its waterfall")
    ) { key in change { $0.move(by: key == keys.previous ? -1 : 1) } }
    board.key([keys.open], help: KeyHint("\(keys.open)", "\(name): open the trace as a waterfall"))
    {
      _ in change { $0.openSelected() }
    }
    board.key([keys.back], help: KeyHint("\(keys.back)", "\(name): back to the list")) { _ in
      change { $0.close() }
    }
    board.key(
      [keys.attributes],
      help: KeyHint("\(keys.attributes)", "\(name): show or fold the spans' attributes")
    ) { _ in change { $0.toggleAttributes() } }
  }
}
