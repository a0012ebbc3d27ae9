import Glance
import GlanceCore
import ObserverModel

extension Panel {
  /// Shows swift-log records as a scrolling log, newest at the bottom, and returns the
  /// ``BoardLog`` that ``BoardLogHandler``s send them to: level, label, message, metadata and
  /// time on each line, styled by level. It keeps the last `keep` records, and its top row
  /// counts the ones dropped.
  ///
  /// ```swift
  /// let log = board.panel("Log").showLog(keep: 1_000)
  /// LoggingSystem.bootstrap { BoardLogHandler(label: $0, log: log) }
  /// board.run()
  /// ```
  ///
  /// Records logged before the board starts wait for its first frame (the last `keep` of
  /// them), so the records of a service's start reach the panel however the services race the
  /// board. Records logged after it stops go to `fallback` (standard error by default, one
  /// line each), and so do the records no frame took when it stops, and those still waiting
  /// when the process exits without the board having started: nothing is lost. Any thread
  /// that logs may call `fallback`, one call at a time, so it need not be `Sendable`: a stored
  /// closure, or one that appends to a local array, will do.
  ///
  /// With `keys` (``LogPanelKeys/standard`` by default), the board's keys
  /// filter the panel by minimum level and by label and scroll it back; the panel's status says
  /// which filters are on and how far it is scrolled. Pass `nil` for a second log panel. Bind
  /// it before the board runs or while it runs.
  public func showLog(
    keep limit: Int = 1_000, keys: LogPanelKeys? = .standard,
    fallback: sending @escaping (String) -> Void = BoardLog.standardError
  ) -> BoardLog {
    var state = LogPanelState(capacity: limit)
    let mailbox = bindMailbox("showLog(keep:)", empty: RecentElements<LogRecord>(capacity: limit)) {
      [weak self] taken, _ in
      guard let taken, let self else { return nil }
      state.rows = contentSize?.rows ?? state.rows
      state.add(taken.elements, droppedByWriters: taken.dropped)
      present(state)
      return nil
    }
    let log = BoardLog(mailbox: mailbox, fallback: fallback)
    if board.isRunning { log.begin() } else { board.onStart { _ in log.begin() } }
    keep(Disposable { log.end() })
    if let keys {
      bindLogKeys(keys) { [weak self] change in
        state.rows = self?.contentSize?.rows ?? state.rows
        change(&state)
        self?.present(state)
      }
    }
    return log
  }

  /// Shows `state`'s page and status.
  private func present(_ state: LogPanelState) {
    place(state.page)
    status = state.status
  }

  /// Binds `keys` on the board, each changing the panel's state through `change`.
  private func bindLogKeys(
    _ keys: LogPanelKeys,
    change: @escaping @MainActor ((inout LogPanelState) -> Void) -> Void
  ) {
    let name = title
    board.key(
      [.character(keys.minimumLevel)],
      help: KeyHint("\(keys.minimumLevel)", "\(name): hide the lowest level shown")
    ) { _ in change { $0.cycleMinimumLevel() } }
    board.key(
      [.character(keys.label)], help: KeyHint("\(keys.label)", "\(name): show the next label")
    ) { _ in change { $0.cycleLabel() } }
    board.key([.pageUp, .pageDown], help: KeyHint("PgUp  PgDn", "\(name): scroll back, forward")) {
      key in
      change { state in
        let page = keys.page ?? state.pageRows
        state.scroll(by: key == .pageUp ? page : -page)
      }
    }
    board.key([.home, .end], help: KeyHint("Home  End", "\(name): oldest, newest")) { key in
      change { key == .home ? $0.scrollToOldest() : $0.scrollToNewest() }
    }
  }
}
