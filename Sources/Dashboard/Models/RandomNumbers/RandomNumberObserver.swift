/// Observers of a ``RandomNumberThread``, called on the generating thread with each number.
protocol RandomNumberObserver: AnyObject {
  /// A new number was drawn.
  func onRandomNumber(_ randomNumber: Int)
}
