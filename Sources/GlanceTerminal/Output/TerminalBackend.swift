import Dispatch
import GlanceCore

/// Where a board's frames go and its keys come from: the real terminal, the in-memory
/// ``MemoryScreen``, or a backend of your own (a log file, a socket, a test double).
///
/// A backend only does I/O, as ratatui's `Backend` under its `Terminal`: it reports its size,
/// writes the cells it is given and reads its user's input. The runtime composes each frame,
/// compares it with the frame on screen and hands over only the cells that differ, so a backend
/// never diffs, composes or times anything. A frame arrives as one ``write(_:repaint:)``
/// followed by one ``flush()``.
///
/// A backend is used from one thread or serial queue at a time: the runtime calls every
/// requirement on the queue it gives ``startReading(on:_:)``. Only ``size``, ``write(_:repaint:)``
/// and ``flush()`` are required; a backend with no input (a log of frames) leaves the rest to
/// their defaults, which read nothing and keep the size.
///
/// ```swift
/// final class LogBackend: TerminalBackend {
///   let size = TerminalSize(columns: 80, rows: 24)
///   var pending: [CellChange] = []
///   func write(_ changes: [CellChange], repaint: Bool) { pending += changes }
///   func flush() {
///     print("\(pending.count) cells changed")
///     pending.removeAll()
///   }
/// }
/// ```
public protocol TerminalBackend: AnyObject, SendableMetatype {
  /// The current size of the screen; frames are fitted to it (cropped, or padded with blanks).
  var size: TerminalSize { get }

  /// Writes `changes`, the cells that differ from the frame on screen, in row-major order (top
  /// to bottom, left to right). `repaint` says that the screen's contents are unknown (first
  /// frame, Ctrl-L, resume, a new size) and the list holds every cell. A backend may hold the
  /// output back until ``flush()``.
  func write(_ changes: [CellChange], repaint: Bool)

  /// Shows everything written since the last flush: the frame is complete.
  func flush()

  /// Starts reading input: from now on the backend hands each ``TerminalInput`` to `received`,
  /// in order, from any thread. `queue` is the serial queue the runtime uses the backend on; a
  /// backend that must touch its own state to read (ncurses does) reads there. Called once,
  /// after the first frame is on its way.
  func startReading(
    on queue: DispatchQueue, _ received: @escaping @Sendable (TerminalInput) -> Void)

  /// Stops reading input, before ``close()``.
  func stopReading()

  /// Reads the screen's size again after ``TerminalInput/resized`` and returns it.
  func refreshSize() -> TerminalSize

  /// Gives the screen back before the program stops (Ctrl-Z); nothing is written until
  /// ``resume()``.
  func suspend()

  /// Takes the screen again after ``suspend()``; the next frame repaints every cell.
  func resume()

  /// Gives the screen back for good (the board ended).
  func close()
}

extension TerminalBackend {
  /// Reads nothing: a backend with no input.
  public func startReading(
    on queue: DispatchQueue, _ received: @escaping @Sendable (TerminalInput) -> Void
  ) {}

  /// Nothing to stop.
  public func stopReading() {}

  /// The size does not change by itself: ``size``.
  public func refreshSize() -> TerminalSize { size }

  /// Nothing to give back.
  public func suspend() {}

  /// Nothing to take back.
  public func resume() {}

  /// Nothing to close.
  public func close() {}
}
