import Dispatch

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  /// The duration for Dispatch deadlines.
  var timeInterval: DispatchTimeInterval {
    .nanoseconds(
      Int(components.seconds) * 1_000_000_000 + Int(components.attoseconds / 1_000_000_000))
  }
}
