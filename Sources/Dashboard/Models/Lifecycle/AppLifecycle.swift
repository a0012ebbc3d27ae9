/// The events of the application's life, including those only a terminal program has.
enum AppLifecycle: Sendable, Hashable, CustomStringConvertible {
  /// Start-up finished; the first screen is about to be drawn.
  case didFinishLaunching
  /// The program is in the foreground and receiving input.
  case didBecomeActive
  /// The program is about to stop receiving input (suspend, quit).
  case willResignActive
  /// The program was suspended (Ctrl-Z / SIGTSTP).
  case didEnterBackground
  /// The program is resuming (SIGCONT) and will redraw.
  case willEnterForeground
  /// The program is about to exit; the terminal is about to be restored.
  case willTerminate
  /// The terminal changed size (SIGWINCH).
  case resized(columns: Int, rows: Int)
  /// The terminal window lost focus (focus reporting).
  case focusLost
  /// The terminal window gained focus (focus reporting).
  case focusGained

  /// A short name for logs and panels, such as `"resized 80×24"`.
  var description: String {
    switch self {
    case .didFinishLaunching: "didFinishLaunching"
    case .didBecomeActive: "didBecomeActive"
    case .willResignActive: "willResignActive"
    case .didEnterBackground: "didEnterBackground"
    case .willEnterForeground: "willEnterForeground"
    case .willTerminate: "willTerminate"
    case .resized(let columns, let rows): "resized \(columns)×\(rows)"
    case .focusLost: "focusLost"
    case .focusGained: "focusGained"
    }
  }
}
