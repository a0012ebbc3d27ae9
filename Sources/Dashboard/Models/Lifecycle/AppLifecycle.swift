/// The events of the app's life, including those only a terminal program has.
enum AppLifecycle: Sendable, Hashable, CustomStringConvertible {
  case didFinishLaunching, didBecomeActive, willResignActive
  /// Suspended (Ctrl-Z).
  case didEnterBackground
  /// Resuming (`fg`).
  case willEnterForeground
  case willTerminate
  case resized(columns: Int, rows: Int)
  /// The terminal window lost or gained focus (focus reporting).
  case focusLost, focusGained

  /// The case's name; `"resized 80×24"` for a resize.
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
