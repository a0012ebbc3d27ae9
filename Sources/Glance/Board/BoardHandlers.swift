import GlanceCore

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
