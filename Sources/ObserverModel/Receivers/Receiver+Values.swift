extension Receiver {
  /// The waves as an asynchronous sequence, for `for await` loops; the same as
  /// ``values(bufferingPolicy:)`` with an unbounded buffer.
  ///
  /// ```swift
  /// for await event in lifecycle.values { print(event) }
  /// ```
  public var values: AsyncStream<Wave> {
    values(bufferingPolicy: .unbounded)
  }

  /// The waves as an asynchronous sequence, buffered as `bufferingPolicy` says until awaited.
  ///
  /// Each call starts a new listener at once (so it gets the replay then); the listener is
  /// disposed when the loop ends, its task is cancelled, or the stream is released.
  public func values(
    bufferingPolicy: AsyncStream<Wave>.Continuation.BufferingPolicy
  ) -> AsyncStream<Wave> {
    AsyncStream(bufferingPolicy: bufferingPolicy) { continuation in
      let listener = self.listen { continuation.yield($0) }
      continuation.onTermination = { _ in listener.dispose() }
    }
  }
}
