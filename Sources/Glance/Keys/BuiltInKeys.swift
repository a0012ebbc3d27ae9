import GlanceCore

/// The keys every board has (quit, help, focus and redraw), in the one table that both handles
/// them and writes their lines in the help overlay and their hints in the footer: a key handled
/// here is listed in the help by construction. A binding of the user's for the same key wins,
/// and the key then leaves the built-in lines.
struct BuiltInKey {
  /// What a built-in key does.
  enum Action {
    case quit, toggleHelp, closeOverlay, focusNext, focusPrevious, zoom, redraw, focusGained
    case focusLost
  }

  /// Where a built-in key's help line and footer hint go, relative to the user's.
  enum Placement {
    /// Before the user's lines and hints.
    case leading
    /// After the user's lines and hints.
    case trailing
    /// Nowhere: a report from the terminal (focus in and out), not a key anyone presses.
    case unlisted
  }

  /// The keys that do it, in the order the help names them; the first one names the footer hint.
  let keys: [Key]
  let action: Action
  /// The help overlay's description.
  let help: String
  /// The footer's description, if the key has a hint there.
  let footer: String?
  let placement: Placement
  /// What the key does at a viewer attached from another terminal, where it differs.
  var remote: (help: String, footer: String)?

  /// Every built-in key, in help order within each placement.
  static let table: [BuiltInKey] = [
    BuiltInKey(
      keys: [.character("q"), .character("Q"), .control("c")], action: .quit, help: "quit",
      footer: "quit", placement: .leading,
      remote: ("detach this viewer (the program keeps running)", "detach")),
    BuiltInKey(
      keys: [.character("?"), .character("h"), .function(1)], action: .toggleHelp,
      help: "toggle this help", footer: "help", placement: .leading),
    BuiltInKey(
      keys: [.escape], action: .closeOverlay, help: "close this help or a footer message",
      footer: nil, placement: .leading),
    BuiltInKey(
      keys: [.tab, .right], action: .focusNext, help: "focus the next panel", footer: "focus",
      placement: .trailing),
    BuiltInKey(
      keys: [.backTab, .left], action: .focusPrevious, help: "focus the previous panel",
      footer: nil, placement: .trailing),
    BuiltInKey(
      keys: [.character("z")], action: .zoom,
      help: "zoom the focused panel, and back", footer: "zoom",
      placement: .trailing),
    BuiltInKey(
      keys: [.control("l")], action: .redraw, help: "redraw the whole screen", footer: nil,
      placement: .trailing),
    BuiltInKey(
      keys: [.focusIn], action: .focusGained, help: "the terminal gained focus", footer: nil,
      placement: .unlisted),
    BuiltInKey(
      keys: [.focusOut], action: .focusLost, help: "the terminal lost focus", footer: nil,
      placement: .unlisted),
  ]

  /// The built-in action of `key`, if it has one.
  static func action(for key: Key) -> Action? {
    table.first { $0.keys.contains(key) }?.action
  }

  /// The first key that still does `action` when the user bound the keys in `taken`.
  static func key(for action: Action, except taken: Set<Key>) -> Key? {
    table.first { $0.action == action }?.keys.first { !taken.contains($0) }
  }

  /// The help overlay's lines placed at `placement`, leaving out the keys in `taken` (bound by
  /// the user, so not built-in any more); `remote` gives a viewer's lines.
  static func helpLines(
    _ placement: Placement, except taken: Set<Key>, remote: Bool = false
  ) -> [KeyHint] {
    table.compactMap { entry in
      guard entry.placement == placement else { return nil }
      let names = entry.keys.filter { !taken.contains($0) }.map(\.description)
      let help = remote ? entry.remote?.help ?? entry.help : entry.help
      return names.isEmpty ? nil : KeyHint(names.joined(separator: "  "), help)
    }
  }

  /// The footer's hints placed at `placement`, leaving out the keys in `taken`; `remote` gives
  /// a viewer's hints.
  static func footerHints(
    _ placement: Placement, except taken: Set<Key>, remote: Bool = false
  ) -> [KeyHint] {
    table.compactMap { entry in
      guard entry.placement == placement, let footer = entry.footer,
        let key = entry.keys.first(where: { !taken.contains($0) })
      else { return nil }
      return KeyHint(key.description, remote ? entry.remote?.footer ?? footer : footer)
    }
  }
}
