import GlanceCore

/// What the board's screen shows: its header, its panels and how they are placed, and which
/// one has the focus.
extension Board {
  /// The header's left-hand text.
  public var title: String {
    get { frame.title }
    set { if newValue != frame.title { update { $0.title = newValue } } }
  }

  /// The header's right-hand text, such as "running · 3 in cart", or `nil` for none.
  public var status: String? {
    get { frame.programStatus }
    set { if newValue != frame.programStatus { update { $0.programStatus = newValue } } }
  }

  /// Below this size the board shows only a "too small" screen with the size it needs.
  public var minimumSize: TerminalSize {
    get { frame.minimumSize }
    set {
      update {
        $0.minimumSize = newValue
        $0.layoutRevision &+= 1
      }
    }
  }

  /// Below this size only the focused panel shows (Tab moves through the others); by default
  /// no size, so that the panels' own ``Panel/minimumSize`` decide.
  public var fullSize: TerminalSize {
    get { frame.fullSize }
    set {
      update {
        $0.fullSize = newValue
        $0.layoutRevision &+= 1
      }
    }
  }

  /// The size of the program's own screen; 0×0 when only served (each viewer has its own size).
  public var size: TerminalSize { frame.size }

  /// Adds a panel titled `title`; `name` identifies it in the statistics file (by default the
  /// title in lower case, spaces as dashes). It shows nothing until a source is bound or
  /// ``Panel/show(_:)`` is called.
  public func panel(_ title: String, name: String? = nil) -> Panel {
    let id = PanelID(index: panels.count)
    let panel = Panel(id: id, board: self)
    panels.append(panel)
    let statisticsName =
      name ?? title.lowercased().split(separator: " ").joined(separator: "-")
    update { frame in
      frame.panels.append(
        PanelFrame(title: title, name: statisticsName, content: TextWidget([String]())))
      frame.layoutRevision &+= 1
    }
    return panel
  }

  /// Places the panels on screens at least ``fullSize`` large; without it, panels go two to a
  /// row in the order they were added. Unless named, ``outputPanel`` goes below the others.
  public func arrange(_ arrangement: Arrangement) {
    update { frame in
      frame.arrangement = arrangement
      frame.layoutRevision &+= 1
    }
  }

  // Public: a program's key binding acts on the focused panel.
  /// The focused panel.
  public var focusedPanel: Panel? {
    panels.indices.contains(frame.focus) ? panels[frame.focus] : nil
  }

  /// Gives `panel` the focus, if it is visible.
  public func focus(_ panel: Panel) {
    guard frame.panels[panel.id.index].isVisible else { return }
    update { $0.focus = panel.id.index }
  }
}
