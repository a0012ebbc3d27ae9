/// What runs a ``Board``: a terminal session, a headless run or a test. The board asks it for
/// frames, time and the end of the run; it never touches a screen itself.
@MainActor
protocol BoardHost: AnyObject {
  /// The main loop's time.
  var clock: any MainLoopClock { get }
  /// The board changed: a frame should follow within the frame cap.
  func frameNeeded()
  /// The next frame must rewrite every cell (Ctrl-L).
  func repaint()
  /// Takes a hand-off sample now, outside the once-a-second rhythm.
  func sampleHandoff()
  /// Whether the screen the run ends on is read after the end (a headless run prints it, a
  /// test reads it): the board then takes what the writers left before it stops. A terminal
  /// does not show it, and the log's unshown records go to standard error instead.
  var readsLastScreen: Bool { get }
  /// The board quit: end the run.
  func boardDidQuit()
}
