/// Observers of a ``RandomNumberThread``: called on the generating thread with each new number.
protocol RandomNumberObserver: AnyObject {
  /// A new number was generated.
  func onRandomNumber(_ randomNumber: Int)
}
