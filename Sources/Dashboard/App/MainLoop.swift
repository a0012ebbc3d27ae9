import Dispatch

/// The one thread-safe entry point into the dashboard's main loop (the main queue, which is
/// also the main actor's executor). Observer callbacks that may arrive on any thread go through
/// here; ncurses and the panels are only touched inside.
enum MainLoop {
  private static let marker = DispatchSpecificKey<Bool>()
  private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: marker, value: true)

  /// Whether the caller is running on the main loop right now.
  static var isCurrent: Bool {
    markMainQueue
    return DispatchQueue.getSpecific(key: marker) == true
  }

  /// Runs `work` on the main loop: inline when already there, otherwise as the next job.
  static func perform(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isCurrent {
      MainActor.assumeIsolated(work)
    } else {
      post(work)
    }
  }

  /// Queues `work` on the main loop, from any thread; it runs after what is already queued.
  static func post(_ work: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.main.async { MainActor.assumeIsolated(work) }
  }
}
