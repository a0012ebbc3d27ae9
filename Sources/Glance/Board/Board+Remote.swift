import GlanceCore

/// What a key pressed at a viewer asks of the viewer's connection.
enum RemoteKeyOutcome {
  /// Nothing beyond a new frame.
  case handled
  /// The viewer leaves (the built-in quit key): the program keeps running.
  case detach
  /// The viewer's screen is rewritten whole (Ctrl-L).
  case repaint
}

extension Board {
  /// Handles `key` pressed at a viewer whose view is `view`: the program's own bindings run as
  /// if pressed here (a binding that quits on purpose quits the program); the built-in keys act
  /// on the viewer's view only, and the quit key detaches the viewer.
  func pressRemotely(_ key: Key, view: inout ViewerView) -> RemoteKeyOutcome {
    guard !hasQuit else { return .handled }
    view.message = nil
    // The viewer's help covers the panels: its closing key closes it first, even where a
    // binding of the program's (a trace waterfall's Esc) takes the same key.
    if view.isHelpVisible, BuiltInKey.action(for: key) == .closeOverlay {
      view.isHelpVisible = false
      return .handled
    }
    if let binding = keys.binding(for: key) {
      batch { binding.action(key) }
      return .handled
    }
    switch BuiltInKey.action(for: key) {
    case nil: view.message = unboundMessage(for: key)
    case .quit: return .detach
    case .toggleHelp: view.isHelpVisible.toggle()
    case .closeOverlay: view.isHelpVisible = false
    case .focusNext: view.focus = focus(movedFrom: view.focus, by: 1)
    case .focusPrevious: view.focus = focus(movedFrom: view.focus, by: -1)
    case .zoom: view.isZoomed.toggle()
    case .redraw: return .repaint
    case .focusGained, .focusLost: break
    }
    return .handled
  }

  /// The visible panel `step` places from `focus` in focus order, wrapping around.
  func focus(movedFrom focus: Int, by step: Int) -> Int {
    let order = frame.visiblePanels
    guard !order.isEmpty else { return focus }
    let index = order.firstIndex(of: focus) ?? 0
    return order[(index + step + order.count) % order.count]
  }

  /// The socket the board is served on, set by the transport that serves it: `run` then needs
  /// no terminal (it shows the board to viewers only when there is none).
  package var servedAt: String? {
    get { remote.socketPath }
    set { remote.socketPath = newValue }
  }
}
