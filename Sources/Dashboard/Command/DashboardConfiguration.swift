/// Everything the app needs to know from the command line and the environment, resolved.
struct DashboardConfiguration: Sendable, Equatable {
  /// Time between random numbers.
  var interval: Duration = .seconds(1)
  /// Seed for the random numbers and the "add a random product" key; random when `nil`.
  var seed: UInt64?
  /// Upper bound on redraws per second.
  var framesPerSecond = 30
  /// Draw with colours (when the terminal has them).
  var colorEnabled = true
  /// Draw with ASCII only (no box-drawing or block characters).
  var asciiOnly = false
}
