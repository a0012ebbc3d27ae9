extension Receiver {
  /// The waves as an asynchronous sequence, for `for await` loops.
  ///
  /// Each access starts a new listener at once (so it gets the replay then), buffering waves
  /// until they are awaited; the listener is disposed when the loop ends or its task is
  /// cancelled.
  ///
  /// ```swift
  /// for await event in lifecycle.values { print(event) }
  /// ```
  public var values: AsyncStream<Wave> {
    AsyncStream { continuation in
      let listener = self.listen { continuation.yield($0) }
      continuation.onTermination = { _ in listener.dispose() }
    }
  }
}
