import GlanceCore

/// The board's keys: the program's bindings in the order they were made, and the hints they
/// add to the help overlay and the footer around the built-in keys' (``BuiltInKey/table``).
/// The first binding of a key wins; a key the program binds is left out of the built-in hints.
struct KeyTable {
  /// The program's bindings, in order.
  private(set) var bindings: [KeyBinding] = []
  /// The program's lines for the help overlay and hints for the footer, in order.
  private var help: [KeyHint] = [], footer: [KeyHint] = []

  /// Adds a binding of `keys` to `action`, with its help line and footer hint if any.
  mutating func bind(
    _ keys: [Key], help: KeyHint?, footer: KeyHint?, _ action: @escaping (Key) -> Void
  ) {
    bindings.append(KeyBinding(keys: keys, action: action))
    if let help { self.help.append(help) }
    if let footer { self.footer.append(footer) }
  }

  /// The program's binding for `key`, if any.
  func binding(for key: Key) -> KeyBinding? {
    bindings.first { $0.keys.contains(key) }
  }

  /// Every key the program bound.
  var bound: Set<Key> { Set(bindings.flatMap(\.keys)) }

  /// The help overlay's lines: the built-in keys' the program did not take, around its own
  /// (for a viewer in another terminal with `remote`).
  func helpLines(remote: Bool = false) -> [KeyHint] {
    let taken = bound
    return BuiltInKey.helpLines(.leading, except: taken, remote: remote) + help
      + BuiltInKey.helpLines(.trailing, except: taken, remote: remote)
  }

  /// The footer's hints, as ``helpLines(remote:)`` orders them.
  func footerHints(remote: Bool = false) -> [KeyHint] {
    let taken = bound
    return BuiltInKey.footerHints(.leading, except: taken, remote: remote) + footer
      + BuiltInKey.footerHints(.trailing, except: taken, remote: remote)
  }
}

/// Keys bound to one action, run on the main actor. The action is a plain closure (not
/// `@Sendable`): the board, on the main actor, keeps it and calls it, so a program may pass a
/// closure it stored or a table of them.
struct KeyBinding {
  /// The keys that run the action.
  var keys: [Key]
  /// What to do; it gets the key that was pressed.
  var action: (Key) -> Void
}
