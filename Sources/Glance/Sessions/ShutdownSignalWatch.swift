import Dispatch

/// Hears the service group's graceful-shutdown signals beside the group, so that a guest board
/// says that the program is shutting down as soon as the drain begins, not only when its own
/// turn comes, last. It leaves the signals' actions alone: several dispatch sources of one
/// signal each hear it, and the group's source still ends the group.
@MainActor
final class ShutdownSignalWatch {
  private var sources: [any DispatchSourceSignal] = []

  /// Calls `heard` on the main actor each time one of `signals` arrives, until ``cancel()``.
  init(signals: [Int32], heard: @escaping @MainActor () -> Void) {
    sources = signals.map { signalNumber in
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      source.setEventHandler { MainActor.assumeIsolated { heard() } }
      source.resume()
      return source
    }
  }

  /// Stops hearing the signals.
  func cancel() {
    for source in sources { source.cancel() }
    sources = []
  }
}
