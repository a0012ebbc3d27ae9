/// Whether a terminal run writes the statistics file, and where: the environment variable the
/// program chose (``Board/writesStatistics(toFileNamedBy:)``) names the file at run time.
struct StatisticsSetting {
  /// The variable naming the file; `nil` while the program has not turned the file on.
  var variable: String?

  /// The file's path in `environment`, if the file is on and the variable names one.
  func path(in environment: [String: String]) -> String? {
    guard let path = variable.flatMap({ environment[$0] }), !path.isEmpty else { return nil }
    return path
  }

  /// The variable's entry under ENVIRONMENT in `--help`, if the file is on.
  var help: String? {
    variable.map {
      """
        \($0)=PATH
                                Write the run's totals (events, frames, wakes,
                                latencies) to PATH every second and on exit.
      """
    }
  }
}
