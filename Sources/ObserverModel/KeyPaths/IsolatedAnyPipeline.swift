import Observation

/// One ``ObservationBridge`` pipeline over an `@isolated(any)` producer, built on the standard
/// library's `Observations`: an optional rate limiter feeding the final delivery, plus the
/// ``ObservationHandle`` that cancels both.
///
/// Observation records reads only inside a synchronous call, and Swift calls an
/// `@isolated(any)` function value only with `await` (the isolation is a run-time value), so the
/// tracked call cannot be made here without converting the value to a plain function type,
/// which would drop its isolation. `Observations` takes the value as it is and calls it on its
/// own isolation, where it also records the reads; its `Sendable` values are handed on from a
/// task on the global executor.
@available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
enum IsolatedAnyPipeline {
  /// Starts the pipeline; values arrive asynchronously, the first one as soon as the producer
  /// has run on its isolation. Stops the program if `options` conflict.
  static func start<Value: Sendable, C: Clock<Duration>>(
    options: ObservationOptions,
    clock: C,
    produce: @escaping @isolated(any) @Sendable () -> Value,
    delivery: ValueSink<Value>
  ) -> ObservationHandle {
    if let conflict = options.conflict {
      preconditionFailure("ObserverModel: \(conflict)")
    }
    let ended = OnceFlag()
    let limiter = options.rateLimit.map {
      RateLimitStage($0, clock: clock, isolation: produce.isolation, downstream: delivery)
    }
    let entry = limiter?.input ?? delivery
    // `Observations` ends only when this task is cancelled, that is when the handle is.
    let reading = Task {
      for await value in Observations(produce) {
        entry.deliver(value)
      }
    }
    return ObservationHandle(ended: ended) {
      reading.cancel()
      limiter?.cancel()
    }
  }
}
