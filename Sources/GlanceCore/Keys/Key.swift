/// One key press (or terminal event that arrives through the keyboard stream), decoded from
/// ncurses input or from a `--keys` script.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// A printable character, including space.
  case character(Character)
  /// A control combination, named by its lowercase letter (`.control("l")` is Ctrl-L).
  case control(Character)
  case escape
  case tab
  case backTab
  case enter
  case backspace
  case up
  case down
  case left
  case right
  case pageUp
  case pageDown
  case home
  case end
  /// A function key, F1 being `.function(1)`.
  case function(Int)
  /// The terminal gained focus (focus reporting, `ESC [ I`).
  case focusIn
  /// The terminal lost focus (focus reporting, `ESC [ O`).
  case focusOut
  /// Anything else, kept by its raw code so it can be reported as unbound.
  case unknown(Int)

  /// How the key is shown to users, e.g. in the "unbound key" hint.
  public var description: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .control(let letter): "Ctrl-\(letter.uppercased())"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .enter: "Enter"
    case .backspace: "Backspace"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .function(let number): "F\(number)"
    case .focusIn: "focus-in"
    case .focusOut: "focus-out"
    case .unknown(let code): "key \(code)"
    }
  }
}
