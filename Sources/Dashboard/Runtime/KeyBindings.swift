import GlanceCore
import GlanceTerminal

/// The dashboard's keys: what each does, and how the help overlay and footer describe them.
enum KeyBindings {
  /// The action bound to `key`, or `nil` when the key does nothing.
  static func action(for key: Key) -> DashboardAction? {
    switch key {
    case .character("q"), .character("Q"), .control("c"): .quit
    case .character("?"), .character("h"), .function(1): .toggleHelp
    case .escape: .closeOverlay
    case .character(" "): .togglePause
    case .character("+"), .character("="): .faster
    case .character("-"), .character("_"): .slower
    case .character("n"): .generateNow
    case .character(let digit) where ("1"..."9").contains(digit):
      .addProduct(index: Int(String(digit))! - 1)
    case .character("a"): .addRandomProduct
    case .character("d"): .removeLast
    case .character("c"): .clearCart
    case .character("o"): .toggleExtraObserver
    case .tab, .right: .focusNext
    case .backTab, .left: .focusPrevious
    case .control("l"): .redraw
    case .focusIn: .focusGained
    case .focusOut: .focusLost
    default: nil
    }
  }

  /// The help overlay's lines, in the order shown.
  static let help: [KeyHint] = [
    KeyHint("q  Ctrl-C", "quit"),
    KeyHint("?  h  F1", "toggle this help (Esc closes)"),
    KeyHint("Space", "pause / resume the number thread"),
    KeyHint("+  -", "numbers faster / slower (100µs…60s)"),
    KeyHint("n", "generate a number now"),
    KeyHint("1-9", "add that catalog product to the cart"),
    KeyHint("a", "add a random product"),
    KeyHint("d", "remove the last item"),
    KeyHint("c", "clear the cart"),
    KeyHint("o", "attach / detach an extra observer"),
    KeyHint("Tab  Shift-Tab", "move focus between panels"),
    KeyHint("Ctrl-L", "redraw the whole screen"),
  ]

  /// The footer's key hints.
  static let footer: [KeyHint] = [
    KeyHint("q", "quit"), KeyHint("?", "help"), KeyHint("Space", "pause"),
    KeyHint("+/-", "speed"), KeyHint("n", "now"), KeyHint("1-9", "add"), KeyHint("d", "remove"),
    KeyHint("c", "clear"), KeyHint("o", "observer"), KeyHint("Tab", "focus"),
  ]

  /// The interval steps `+` and `-` move between.
  static let intervalSteps: [Duration] = [
    .microseconds(100), .microseconds(200), .microseconds(500), .milliseconds(1), .milliseconds(2),
    .milliseconds(5), .milliseconds(10), .milliseconds(20),
    .milliseconds(50), .milliseconds(100), .milliseconds(200), .milliseconds(500), .seconds(1),
    .seconds(2), .seconds(5), .seconds(10), .seconds(20), .seconds(30), .seconds(60),
  ]

  /// The next step from `interval` towards shorter (`faster`) or longer intervals, staying in
  /// bounds.
  static func step(from interval: Duration, faster: Bool) -> Duration {
    if faster {
      return intervalSteps.last(where: { $0 < interval }) ?? intervalSteps[0]
    }
    return intervalSteps.first(where: { $0 > interval }) ?? intervalSteps[intervalSteps.count - 1]
  }
}
