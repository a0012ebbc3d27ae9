@preconcurrency import CNcurses
import Foundation
import GlanceCore

/// The real terminal. ncurses sets it up, reads keys, and leaves and re-enters it around
/// suspending and resizing; frames bypass ncurses' screen: the changed cells the runtime hands
/// over are turned into the terminal's escape sequences (``CellEncoder``, with the sequences
/// terminfo gives) and sent with one `write(2)` when the frame is flushed. ncurses' `doupdate`
/// would diff the whole screen a second time and format every cursor move through terminfo's
/// interpreter: it was most of a frame's time.
///
/// It also reads the keys and the signals a terminal run handles (``SignalReader``), and restores
/// the terminal if the process crashes (``CrashGuard``).
///
/// ncurses is not thread-safe: after it is opened, a backend is used only on the runtime's
/// backend queue, which serialises every call.
package final class NcursesBackend: TerminalBackend, @unchecked Sendable {
  // @unchecked: confined to one serial queue (BackendThread), which orders every access.
  private let screen: OpaquePointer
  /// The terminal's size, as of the last ``refreshSize()`` or ``resume()``.
  package private(set) var size: TerminalSize
  /// Whether colours are in use (requested, and the terminal has them).
  package let colorEnabled: Bool
  /// Whether curses mode was left by ``suspend()`` and not yet re-entered by ``resume()``.
  package private(set) var isSuspended = false
  private let capabilities: TerminalCapabilities
  private var encoder: CellEncoder
  /// The terminal's descriptor: standard output, or a copy of it while output is captured.
  private let output: Int32
  private var input: DispatchSourceRead?
  /// Readable standard input with nothing to read, in a row: the terminal went away.
  private var emptyReads = 0

  /// Opens the terminal, written through `output` (standard output, or the copy an
  /// ``OutputCapture`` keeps). Call only after ``TerminalCheck`` found no problem.
  package init(
    colorRequested: Bool, focusReporting: Bool = true, output: Int32 = STDOUT_FILENO
  ) throws(TerminalError) {
    let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
    self.output = output
    CrashGuard.install(output: output)
    // Before ncurses starts: see SignalReader.install().
    SignalReader.install()
    guard let screen = newterm(nil, fdopen(output, "w"), fdopen(STDIN_FILENO, "r")) else {
      SignalReader.stop()
      CrashGuard.uninstall()
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
    } else {
      colorEnabled = false
    }
    capabilities = .fromTerminfo()
    encoder = CellEncoder(
      capabilities: capabilities, colorEnabled: colorEnabled, utf8: TerminalCheck.localeIsUTF8())
    size = TerminalSize(columns: Int(cnc_maxx(cnc_stdscr())), rows: Int(cnc_maxy(cnc_stdscr())))
    // Until a screen has once been left and re-entered, ncurses (6.4) flushes its output after
    // every cursor movement, as it does for low-level terminfo callers; its screen stays blank
    // and untouched from here on (frames bypass it), so `wget_wch` never refreshes it.
    endwin()
    refresh()
    if focusReporting { writeControl("\u{1B}[?1004h") }
  }

  /// Encodes `changes` as the terminal's escape sequences, to be sent by ``flush()``; with
  /// `repaint` the screen is cleared first.
  package func write(_ changes: [CellChange], repaint: Bool) {
    encoder.encode(changes, repaint: repaint, size: size)
  }

  /// Sends what ``write(_:repaint:)`` encoded to the terminal, in one `write(2)`.
  package func flush() {
    guard !encoder.bytes.isEmpty else { return }
    TerminalOutput.write(encoder.bytes, to: output)
    encoder.removeBytes()
  }

  /// Reads the kernel's idea of the terminal size and tells ncurses about it.
  @discardableResult
  package func refreshSize() -> TerminalSize {
    var rows: Int32 = 0
    var columns: Int32 = 0
    if cnc_terminal_size(output, &rows, &columns) == 0, rows > 0, columns > 0 {
      resizeterm(rows, columns)
      // resizeterm touches ncurses' (blank) screen: show it now, or the next `wget_wch` would,
      // erasing the frame drawn meanwhile. The next frame repaints everything anyway.
      refresh()
      encoder.forgetTerminalState()
    }
    size = TerminalSize(columns: Int(cnc_maxx(cnc_stdscr())), rows: Int(cnc_maxy(cnc_stdscr())))
    return size
  }

  /// Reads keys on `queue` whenever standard input is readable, and the handled signals on a
  /// thread of their own.
  package func startReading(
    on queue: DispatchQueue, _ received: @escaping @Sendable (TerminalInput) -> Void
  ) {
    SignalReader.start { received(Self.input(forSignal: $0)) }
    let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue)
    source.setEventHandler { [weak self] in
      guard let self else { return }
      let keys = KeyDecoder.decode(readInput())
      if !keys.isEmpty {
        emptyReads = 0
        received(.keys(keys))
      } else {
        // Readable with nothing to read, again and again, means the terminal went away (EOF).
        emptyReads += 1
        if emptyReads == 100 { received(.ended) }
      }
    }
    source.resume()
    input = source
  }

  /// Stops reading keys and puts back the signals' default actions.
  package func stopReading() {
    input?.cancel()
    input = nil
    SignalReader.stop()
  }

  /// What a handled signal asks of the program.
  private static func input(forSignal signalNumber: Int32) -> TerminalInput {
    switch signalNumber {
    case SIGWINCH: .resized
    case SIGTSTP: .stopRequested
    case SIGCONT: .continued
    default: .quitRequested  // SIGINT, SIGTERM, SIGHUP: a clean exit
    }
  }

  /// Drains every pending input item without blocking.
  func readInput() -> [RawInput] {
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
  package func suspend() {
    // ncurses resets only the attributes it believes are on, and frames bypass it: reset here.
    TerminalOutput.write(
      capabilities.resetAttributes + (colorEnabled ? capabilities.resetColors : []), to: output)
    encoder.forgetTerminalState()
    writeControl("\u{1B}[?1004l")
    endwin()
    isSuspended = true
  }

  /// Re-enters curses mode after ``suspend()``; the next frame repaints everything.
  package func resume() {
    isSuspended = false
    refresh()
    encoder.forgetTerminalState()
    writeControl("\u{1B}[?1004h")
    refreshSize()
  }

  /// Restores the terminal for good.
  package func close() {
    suspend()
    delscreen(screen)
    CrashGuard.uninstall()
  }

  private func writeControl(_ sequence: String) {
    TerminalOutput.write(Array(sequence.utf8), to: output)
  }
}
