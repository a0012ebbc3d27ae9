extension Board {
  /// Runs `thread` for as long as the board runs: started with the run (paced on the main
  /// loop's virtual clock in a deterministic run or a test) and stopped when the
  /// board stops. Start handlers registered before this call run before the thread starts.
  public func drive(_ thread: PeriodicThread) {
    workers.add(thread)
    onStart { clock in BoardWorkers.start(thread, on: clock) }
  }
}
