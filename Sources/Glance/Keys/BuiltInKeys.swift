import GlanceCore
import GlanceTerminal

/// The keys every board has: quit, help, focus and redraw. A binding of the user's for the same
/// key wins.
enum BuiltInKey {
  case quit, toggleHelp, closeOverlay, focusNext, focusPrevious, redraw, focusGained, focusLost

  /// The built-in meaning of `key`, if it has one.
  init?(_ key: Key) {
    switch key {
    case .character("q"), .character("Q"), .control("c"): self = .quit
    case .character("?"), .character("h"), .function(1): self = .toggleHelp
    case .escape: self = .closeOverlay
    case .tab, .right: self = .focusNext
    case .backTab, .left: self = .focusPrevious
    case .control("l"): self = .redraw
    case .focusIn: self = .focusGained
    case .focusOut: self = .focusLost
    default: return nil
    }
  }

  /// The help overlay's lines before the user's.
  static let leadingHelp = [
    KeyHint("q  Ctrl-C", "quit"), KeyHint("?  h  F1", "toggle this help (Esc closes)"),
  ]
  /// The help overlay's lines after the user's.
  static let trailingHelp = [
    KeyHint("Tab  Shift-Tab", "move focus between panels"),
    KeyHint("Ctrl-L", "redraw the whole screen"),
  ]
  /// The footer's hints before the user's.
  static let leadingFooter = [KeyHint("q", "quit"), KeyHint("?", "help")]
  /// The footer's hints after the user's.
  static let trailingFooter = [KeyHint("Tab", "focus")]
}
