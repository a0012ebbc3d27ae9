extension Board {
  /// Turns on the statistics file: when the environment variable `variable` names a file, a
  /// terminal run writes the run's figures there once a second and on exit, one `key=value`
  /// line each (frames, wakes, the hand-off and write-to-frame latencies, frame and composing
  /// times, what each frame composed), so that scripts and benchmarks read what the hand-off
  /// panel shows without scraping the screen. Off unless a program calls this; `--help` then
  /// lists the variable.
  ///
  /// ```swift
  /// board.writesStatistics(toFileNamedBy: "MYAPP_STATS_FILE")
  /// ```
  public func writesStatistics(toFileNamedBy variable: String) {
    statistics.variable = variable
  }
}
