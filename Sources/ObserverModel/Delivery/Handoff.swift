/// One subscription's way from the notifying thread to where its callback runs: the delivery
/// contexts other than `.inline` each make one per subscription.
///
/// `send` is called serially (the sources deliver to a subscription one value at a time) from
/// any thread. After `close()` returns, no callback starts on the target: every hop checks the
/// closed flag on the target before calling.
protocol Handoff<Value>: AnyObject, Sendable {
  associatedtype Value
  /// Hands `value` to the target.
  func send(_ value: Value)
  /// Ends the subscription: values waiting or in flight are dropped.
  func close()
}
