extension Observer {
  /// The current value, then every new one, as an asynchronous sequence for `for await` loops.
  ///
  /// Each call starts a subscription at once; values wait in the stream's buffer as
  /// `bufferingPolicy` says until they are awaited (`.bufferingNewest(1)` keeps only the
  /// latest). The subscription ends when the loop ends, when its task is cancelled, or when
  /// the stream is released.
  ///
  /// ```swift
  /// for await count in counter.values(bufferingPolicy: .bufferingNewest(1)) { print(count) }
  /// ```
  public func values(
    bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<Value> {
    AsyncStream(bufferingPolicy: bufferingPolicy) { continuation in
      let subscription = self.observe { continuation.yield($0) }
      continuation.onTermination = { _ in subscription.dispose() }
    }
  }
}
