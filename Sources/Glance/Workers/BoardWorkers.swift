/// The threads a board runs for the program (``Board/drive(_:)``): each starts with the run, on
/// a thread of its own or, when the main loop's clock is virtual (a deterministic headless run
/// or a test), paced on that clock; all stop when the board stops.
@MainActor
struct BoardWorkers {
  /// The threads, in the order they were handed over.
  private(set) var threads: [PeriodicThread] = []

  /// Keeps `thread`, to stop it with the others.
  mutating func add(_ thread: PeriodicThread) {
    threads.append(thread)
  }

  /// Starts `thread` for a run whose main loop keeps time with `clock`.
  static func start(_ thread: PeriodicThread, on clock: any MainLoopClock) {
    if let virtual = clock as? VirtualMainLoopClock {
      thread.pace(on: virtual)
    } else {
      thread.start()
    }
  }

  /// Stops every thread (each ends promptly; none is waited for).
  func stop() {
    for thread in threads { thread.stop() }
  }
}
