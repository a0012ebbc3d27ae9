import Dispatch
import Foundation

/// Delivers process signals to the main queue as ordinary events, using dispatch sources, so
/// the handlers may do anything (redraw, suspend curses, exit) instead of only async-signal-safe
/// work.
@MainActor
final class SignalWatcher {
  private var sources: [DispatchSourceSignal] = []

  /// Starts watching `signals`; `handler` runs on the main queue with the signal number.
  init(signals: [Int32], handler: @escaping @MainActor (Int32) -> Void) {
    for signalNumber in signals {
      // The default action must not run: the dispatch source is now the only handler.
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated { handler(signalNumber) }
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops watching and restores the default actions.
  func cancel() {
    for source in sources {
      source.cancel()
      signal(Int32(source.handle), SIG_DFL)
    }
    sources.removeAll()
  }
}
