@preconcurrency import CNcurses
import Foundation
import GlanceCore

/// The real terminal: ncurses with wide characters and colour pairs. It writes the cells it is
/// given (the ``FramePresenter`` works out which changed), then one `doupdate`.
///
/// ncurses is not thread-safe: after it is opened, a backend is used only on the queue of its
/// ``TerminalThread``, which serialises every call.
public final class NcursesBackend: TerminalBackend, @unchecked Sendable {
  // @unchecked: confined to one serial queue (TerminalThread), which orders every access.
  private let screen: OpaquePointer
  /// The terminal's size, as of the last ``refreshSize()`` or ``resume()``.
  public private(set) var size: TerminalSize
  /// Whether colours are in use (requested, and the terminal has them).
  public let colorEnabled: Bool
  /// Whether curses mode was left by ``suspend()`` and not yet re-entered by ``resume()``.
  public private(set) var isSuspended = false

  /// Opens the terminal. Call only after ``TerminalCheck`` found no problem.
  public init(colorRequested: Bool, focusReporting: Bool = true) throws(TerminalError) {
    let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
    guard let screen = newterm(nil, fdopen(STDOUT_FILENO, "w"), fdopen(STDIN_FILENO, "r")) else {
      throw .cannotInitialize(term: term)
    }
    self.screen = screen
    set_term(screen)
    cbreak()  // not raw(): Ctrl-C and Ctrl-Z stay signals
    noecho()
    nonl()
    intrflush(cnc_stdscr(), false)
    keypad(cnc_stdscr(), true)
    nodelay(cnc_stdscr(), true)
    set_escdelay(25)
    // No typeahead check: ncurses would poll the keyboard every few lines of an update and cut
    // the update short when a key waits. Keys are read on the same queue right after a frame,
    // and frames are small, so a whole frame is always written.
    typeahead(-1)
    curs_set(0)
    if colorRequested, has_colors() {
      start_color()
      use_default_colors()
      colorEnabled = true
      Self.definePairs()
    } else {
      colorEnabled = false
    }
    size = TerminalSize(columns: Int(cnc_maxx(cnc_stdscr())), rows: Int(cnc_maxy(cnc_stdscr())))
    // Until a screen has once been left and re-entered, ncurses (6.4) flushes its output after
    // every cursor movement, as it does for low-level terminfo callers: a frame went out in
    // about twenty writes, each one waking the terminal. Leaving and re-entering now makes
    // every later frame a single write.
    endwin()
    refresh()
    if focusReporting { Self.writeControl("\u{1B}[?1004h") }
  }

  /// Writes `changes` to ncurses' screen and shows them with one `doupdate`.
  public func write(_ changes: [CellChange], repaint: Bool) {
    if repaint {
      clearok(curscr, true)  // a full repaint: let ncurses clear the real screen too
    }
    let window = cnc_stdscr()
    for change in changes {
      let style = change.cell.style
      let pair = colorEnabled ? Int16(style.role.rawValue) + 1 : 0
      _ = cnc_put(
        window, Int32(change.y), Int32(change.x), wchar_t(change.cell.scalar.value),
        Self.attributes(style.effectiveAttributes(colorEnabled: colorEnabled)), pair)
    }
    wnoutrefresh(window)
    doupdate()
  }

  /// Reads the kernel's idea of the terminal size and tells ncurses about it.
  @discardableResult
  public func refreshSize() -> TerminalSize {
    var rows: Int32 = 0
    var columns: Int32 = 0
    if cnc_terminal_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 {
      resizeterm(rows, columns)
    }
    size = TerminalSize(columns: Int(cnc_maxx(cnc_stdscr())), rows: Int(cnc_maxy(cnc_stdscr())))
    return size
  }

  /// Drains every pending input item without blocking.
  public func readInput() -> [RawInput] {
    var inputs: [RawInput] = []
    var character: wint_t = 0
    while true {
      let status = wget_wch(cnc_stdscr(), &character)
      if status == OK {
        inputs.append(.character(UInt32(character)))
      } else if status == KEY_CODE_YES {
        if Int32(character) == KEY_RESIZE { continue }  // size changes come from SIGWINCH
        inputs.append(.keyCode(Int32(character)))
      } else {
        break
      }
    }
    return inputs
  }

  /// Leaves curses mode so the shell gets a sane terminal (before stopping or exiting).
  public func suspend() {
    Self.writeControl("\u{1B}[?1004l")
    endwin()
    isSuspended = true
  }

  /// Re-enters curses mode after ``suspend()``; the next frame repaints everything.
  public func resume() {
    isSuspended = false
    refresh()
    Self.writeControl("\u{1B}[?1004h")
    refreshSize()
  }

  /// Restores the terminal for good.
  public func close() {
    suspend()
    delscreen(screen)
  }

  private static func writeControl(_ sequence: String) {
    let bytes = Array(sequence.utf8)
    _ = bytes.withUnsafeBufferPointer { CNcurses.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }

  private static func attributes(_ attributes: TextAttributes) -> attr_t {
    var result = cnc_attr_normal()
    if attributes.contains(.bold) { result |= cnc_attr_bold() }
    if attributes.contains(.dim) { result |= cnc_attr_dim() }
    if attributes.contains(.reverse) { result |= cnc_attr_reverse() }
    if attributes.contains(.underline) { result |= cnc_attr_underline() }
    return result
  }

  /// One colour pair per role: pair number = role's raw value + 1, on the default background.
  private static func definePairs() {
    for role in ColorRole.allCases {
      let (foreground, background) = colors(for: role)
      init_pair(Int16(role.rawValue) + 1, foreground, background)
    }
  }

  private static func colors(for role: ColorRole) -> (Int16, Int16) {
    let none: Int16 = -1
    switch role {
    case .normal: return (none, none)
    case .title: return (Int16(COLOR_CYAN), none)
    case .border: return (Int16(COLOR_BLUE), none)
    case .focusBorder: return (Int16(COLOR_YELLOW), none)
    case .accent: return (Int16(COLOR_CYAN), none)
    case .positive: return (Int16(COLOR_GREEN), none)
    case .negative: return (Int16(COLOR_RED), none)
    case .muted: return (Int16(COLOR_WHITE), none)
    case .highlight: return (Int16(COLOR_BLACK), Int16(COLOR_CYAN))
    case .warning: return (Int16(COLOR_YELLOW), none)
    case .footerKey: return (Int16(COLOR_BLACK), Int16(COLOR_WHITE))
    }
  }
}
