import Dispatch
import GlanceCore
import GlanceTerminal
import Glibc

/// The backend of a board served with no terminal of its own (a service): it shows nothing, on
/// a screen of no size, so that a frame costs next to nothing until a viewer attaches, and it
/// turns SIGINT, SIGTERM and SIGHUP into a clean quit.
final class ServedOnlyBackend: TerminalBackend {
  /// No screen: every frame composes to nothing.
  let size = TerminalSize(columns: 0, rows: 0)

  /// Nothing to show.
  func write(_ changes: [CellChange], repaint: Bool) {}

  /// Nothing to show.
  func flush() {}

  /// Reads the signals that end a service.
  func startReading(
    on queue: DispatchQueue, _ received: @escaping @Sendable (TerminalInput) -> Void
  ) {
    SignalReader.start { signal in
      if [SIGINT, SIGTERM, SIGHUP].contains(signal) { received(.quitRequested) }
    }
  }

  /// Puts back the signals' default actions.
  func stopReading() {
    SignalReader.stop()
  }
}
