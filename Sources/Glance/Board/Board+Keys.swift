import GlanceCore

extension Board {
  /// Binds `character` to `action`, described as `description` in the help overlay and in the
  /// footer (as `footer` there, when given; pass `""` to leave the key out of the footer).
  ///
  /// ```swift
  /// board.key("c", "clear the queue", footer: "clear") { queue.removeAll() }
  /// ```
  public func key(
    _ character: Character, _ description: String, footer: String? = nil,
    _ action: @escaping () -> Void
  ) {
    let name = Key.character(character).description
    key(
      [.character(character)], help: KeyHint(name, description),
      footer: footer == "" ? nil : KeyHint(name, footer ?? description)
    ) { _ in action() }
  }

  /// Binds every key in `keys` to `action`, which gets the key pressed. `help` is the binding's
  /// line in the help overlay and `footer` its hint in the footer; leave them out for keys that
  /// another binding's hint already covers (such as `-` beside a `+  -` line).
  ///
  /// ```swift
  /// board.key((1...9).map { .character(Character("\($0)")) },
  ///           help: KeyHint("1-9", "add that product")) { key in … }
  /// ```
  public func key(
    _ keys: [Key], help: KeyHint? = nil, footer: KeyHint? = nil,
    _ action: @escaping (Key) -> Void
  ) {
    self.keys.bind(keys, help: help, footer: footer, action)
    refreshHints()
  }

  /// Rebuilds the help overlay's lines and the footer's hints from the bindings: the built-in
  /// keys' (from ``BuiltInKey/table``, without the keys the user bound) around the user's.
  func refreshHints() {
    update { [keys] frame in
      frame.help = keys.helpLines()
      frame.footerHints = keys.footerHints()
    }
    remote.help = keys.helpLines(remote: true)
    remote.footerHints = keys.footerHints(remote: true)
  }

  /// Handles a key press: the user's binding for it, else the built-in one, else a footer
  /// message saying that the key does nothing.
  public func press(_ key: Key) {
    guard !hasQuit else { return }
    batch { handle(key) }
  }

  private func handle(_ key: Key) {
    // The help overlay covers the panels: its closing key closes it first, even where a
    // panel's own keys (a trace waterfall's Esc) bind the same key.
    if frame.isHelpVisible, BuiltInKey.action(for: key) == .closeOverlay {
      return perform(.closeOverlay)
    }
    if let binding = keys.binding(for: key) {
      binding.action(key)
      return
    }
    guard let action = BuiltInKey.action(for: key) else {
      showMessage(unboundMessage(for: key))
      return
    }
    perform(action)
  }

  /// What the footer says when `key` is bound to nothing.
  func unboundMessage(for key: Key) -> String {
    let helpKey = BuiltInKey.key(for: .toggleHelp, except: keys.bound)
    return "\(key) does nothing here." + (helpKey.map { " Press \($0) for help" } ?? "")
  }

  private func perform(_ action: BuiltInKey.Action) {
    switch action {
    case .quit: quit()
    case .toggleHelp: update { $0.isHelpVisible.toggle() }
    case .closeOverlay:
      update { frame in
        if frame.isHelpVisible { frame.isHelpVisible = false } else { frame.footerMessage = nil }
      }
    case .focusNext: moveFocus(by: 1)
    case .focusPrevious: moveFocus(by: -1)
    case .zoom: update { $0.isZoomed.toggle() }
    case .redraw: host?.repaint()
    case .focusGained: deliver(.focusGained)
    case .focusLost: deliver(.focusLost)
    }
  }

  private func moveFocus(by step: Int) {
    let order = frame.visiblePanels
    guard !order.isEmpty else { return }
    let index = order.firstIndex(of: frame.focus) ?? 0
    update { $0.focus = order[(index + step + order.count) % order.count] }
  }

  /// Whether the help overlay is showing.
  public var isHelpVisible: Bool { frame.isHelpVisible }

  /// The footer's message, if one is showing.
  package var footerMessage: String? { frame.footerMessage }
}
