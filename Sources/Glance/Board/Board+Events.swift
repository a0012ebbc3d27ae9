import GlanceCore

extension Board {
  /// Calls `handler` once when the run starts, before the first frame, with the main loop's
  /// clock: real time, or the virtual clock of a deterministic headless run or a test (a
  /// program that simulates its producers on the main loop schedules them there).
  public func onStart(_ handler: @escaping @MainActor (any MainLoopClock) -> Void) {
    handlers.start.append(handler)
  }

  /// Whether the board has started and not quit: a binding made now has missed the
  /// ``onStart(_:)`` handlers.
  package var isRunning: Bool { life.isRunning }

  /// Calls `handler` on the main actor with every ``TerminalEvent``, in order.
  public func onTerminalEvent(_ handler: @escaping @MainActor (TerminalEvent) -> Void) {
    handlers.terminalEvent.append(handler)
  }

  /// Shows `text` in the footer for ``messageLifetime``.
  public func showMessage(_ text: String) {
    update { $0.footerMessage = text }
    guard let lifetime = messageLifetime, let host else { return }
    host.clock.run(after: lifetime) { [weak self] in
      guard let self, frame.footerMessage == text else { return }
      update { $0.footerMessage = nil }
    }
  }

  /// Hands `event` to the terminal-event handlers.
  func deliver(_ event: TerminalEvent) {
    batch {
      for handler in handlers.terminalEvent { handler(event) }
    }
  }

  /// The terminal's size changed; the handlers hear of it unless `announcing` is false (the
  /// first size, when the run starts).
  func resize(to size: TerminalSize, announcing: Bool = true) {
    guard size != frame.size else { return }
    batch {
      update { $0.size = size }
      if announcing { deliver(.resized(size)) }
    }
  }

  /// Runs `thread` for as long as the board runs: started with the run (paced on the main
  /// loop's virtual clock in a deterministic run or a test) and stopped when the
  /// board stops. Start handlers registered before this call run before the thread starts.
  public func drive(_ thread: PeriodicThread) {
    workers.add(thread)
    onStart { clock in BoardWorkers.start(thread, on: clock) }
  }
}

/// What the program asked to hear from its board: called at the start of the run with the main
/// loop's clock (``Board/onStart(_:)``), and with every terminal event
/// (``Board/onTerminalEvent(_:)``), each in the order registered.
struct BoardHandlers {
  /// Called once when the run starts, before the first frame.
  var start: [@MainActor (any MainLoopClock) -> Void] = []
  /// Called with every ``TerminalEvent``.
  var terminalEvent: [@MainActor (TerminalEvent) -> Void] = []
  /// Called once the board has quit and its viewers have its last frame.
  var afterLastFrame: [@MainActor () -> Void] = []
}
