import GlanceCore
import ObserverModel

extension Panel {
  /// Shows the latest wave of `receiver`, drawn by `content`: waves that are superseded before
  /// the main loop takes them are skipped (for values; a log that must keep every wave uses
  /// ``log(_:keep:_:)``).
  @discardableResult
  public func show<Wave>(
    _ receiver: Receiver<Wave>, _ content: @escaping @MainActor (Wave) -> some Widget
  ) -> Panel {
    keep(
      receiver.listen(on: .latestOnMainActor(monitor: board.monitor)) { [weak self] wave in
        self?.deliver { $0.show(content(wave)) }
      })
    return self
  }

  /// Shows every wave of `receiver` as a line of a scrolling log (`LogWidget`), newest at the
  /// bottom, keeping the last `keep` lines and counting those dropped. Every wave is delivered, in order, one main-actor hop each.
  @discardableResult
  public func log<Wave>(
    _ receiver: Receiver<Wave>, keep limit: Int = 200,
    _ line: @escaping @MainActor (Wave) -> String = { "\($0)" }
  ) -> Panel {
    var lines = LogLines(capacity: limit)
    keep(
      receiver.listen(on: .mainActor(monitor: board.monitor)) { [weak self] wave in
        lines.append(line(wave))
        self?.deliver { $0.show(LogWidget(lines)) }
      })
    return self
  }

  /// Calls `update` on the main actor with every wave of `receiver`, in order, one hop each:
  /// for events a panel folds into what it shows (keep them where you like and call
  /// ``show(_:)``).
  public func watch<Wave>(
    every receiver: Receiver<Wave>, _ update: @escaping @MainActor (Wave) -> Void
  ) {
    keep(
      receiver.listen(on: .mainActor(monitor: board.monitor)) { [weak self] wave in
        self?.deliver { _ in update(wave) }
      })
  }
}
