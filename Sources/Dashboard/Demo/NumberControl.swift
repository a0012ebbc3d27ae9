/// Where the number keys' changes go: the running thread, or the pacer that draws its numbers
/// on the main loop in virtual time.
@MainActor
struct NumberControl {
  let thread: RandomNumberThread
  var pacer: VirtualNumberPacer?

  /// Pauses or resumes the numbers.
  func setPaused(_ paused: Bool) {
    if let pacer { return pacer.setPaused(paused) }
    paused ? thread.pause() : thread.resume()
  }

  /// Sets the time between numbers.
  func setInterval(_ interval: Duration) {
    if let pacer { return pacer.setInterval(interval) }
    thread.interval = interval
  }

  /// Draws a number now.
  func generateNow() {
    if let pacer { return pacer.generateNow() }
    thread.generateNow()
  }
}
