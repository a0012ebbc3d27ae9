import GlanceCore
import ObserverModel

extension Panel {
  /// Shows the latest wave of `receiver`, drawn by `content`: each frame draws the newest wave
  /// broadcast since the last one, and waves superseded in between are skipped (for values; a
  /// log that keeps the waves uses ``log(_:keep:_:)``).
  @discardableResult
  public func show<Wave>(
    _ receiver: Receiver<Wave>, _ content: @escaping @MainActor (Wave) -> some Widget
  ) -> Panel {
    let mailbox = bindMailbox("show(_:_:)", empty: Wave?.none) { [weak self] taken, _ in
      if let wave = taken ?? nil { self?.show(content(wave)) }
      return nil
    }
    keep(receiver.listen { wave in mailbox.fill { $0 = wave } })
    return self
  }

  /// Shows the waves of `receiver` as the lines of a scrolling log (`LogWidget`), newest at the
  /// bottom, keeping the last `keep` lines and counting the ones dropped.
  ///
  /// A broadcasting thread only copies its wave into a ring of the last `keep` waves (it never
  /// waits for the screen), and each frame turns the waves written since the last one into
  /// lines with `line`: under any flood the log holds `keep` lines, the dropped count says how
  /// many it did not show, and memory stays flat.
  @discardableResult
  public func log<Wave>(
    _ receiver: Receiver<Wave>, keep limit: Int = 200,
    _ line: @escaping @MainActor (Wave) -> String = { "\($0)" }
  ) -> Panel {
    var lines = LogLines(capacity: limit)
    takeEvery(of: receiver, "log(_:keep:_:)", keep: limit) { [weak self] waves, dropped in
      lines.countDropped(dropped)
      for wave in waves { lines.append(line(wave)) }
      self?.show(LogWidget(lines))
    }
    return self
  }

  /// A ``LogFeed`` that any thread may append lines to, shown in this panel as a scrolling log
  /// (`LogWidget`), newest at the bottom, keeping the last `keep` lines and counting the ones
  /// dropped, as ``log(_:keep:_:)`` does for a receiver's waves.
  ///
  /// ```swift
  /// let requests = board.panel("requests").logFeed(keep: 500)
  /// requests.append("GET /items 200 in 3 ms")   // from any thread
  /// ```
  public func logFeed(keep limit: Int = 200) -> LogFeed {
    logFeed(keep: limit, revealing: false)
  }

  /// ``logFeed(keep:)``; with `revealing`, the panel becomes visible when its first lines show.
  func logFeed(keep limit: Int, revealing: Bool) -> LogFeed {
    var lines = LogLines(capacity: limit)
    let empty = RecentElements<String>(capacity: limit)
    let mailbox = bindMailbox("logFeed(keep:)", empty: empty) { [weak self] taken, _ in
      guard let taken, let self else { return nil }
      lines.countDropped(taken.dropped)
      for line in taken.elements { lines.append(line) }
      show(LogWidget(lines))
      if revealing { isVisible = true }
      return nil
    }
    return LogFeed(mailbox: mailbox)
  }

  /// Calls `update` on the main actor with the waves of `receiver`, in order: for events a panel
  /// folds into what it shows (keep them where you like and call ``show(_:)``).
  ///
  /// Each frame hands over the waves broadcast since the last one, up to the newest `keep`
  /// (1,000 by default); older waves of a burst longer than that are dropped, so that a flood
  /// costs bounded memory and the main actor bounded work a frame.
  public func watch<Wave>(
    every receiver: Receiver<Wave>, keep limit: Int = 1_000,
    _ update: @escaping @MainActor (Wave) -> Void
  ) {
    takeEvery(of: receiver, "watch(every:)", keep: limit) { waves, _ in
      for wave in waves { update(wave) }
    }
  }

  /// Calls `take` at frame time with the newest `limit` waves broadcast since the last frame,
  /// oldest first, and how many older ones were dropped.
  private func takeEvery<Wave>(
    of receiver: Receiver<Wave>, _ kind: String, keep limit: Int,
    _ take: @escaping @MainActor (_ waves: [Wave], _ dropped: Int) -> Void
  ) {
    let mailbox = bindMailbox(kind, empty: RecentElements<Wave>(capacity: limit)) { taken, _ in
      if let taken { take(taken.elements, taken.dropped) }
      return nil
    }
    keep(receiver.listen { wave in mailbox.fill { $0.append(wave) } })
  }
}
