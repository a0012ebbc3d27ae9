/// Assembles one observation: an ``ObservationLoop`` feeding an optional rate limiter feeding the
/// final delivery, plus the ``ObservationHandle`` that cancels all of them.
///
/// Ownership runs one way: handle → cancel action → loop → rate limiter → delivery. Nothing
/// in the pipeline refers back to the handle, and the observed object is only read through the
/// weak reference inside `read`.
enum ObservationPipeline {
  /// Starts the pipeline; the first value is read (and, without a delaying rate limit,
  /// delivered) before this returns. Stops the program if `options` conflict.
  static func start<Value, C: Clock<Duration>>(
    options: ObservationOptions,
    clock: C,
    isolation: (any Actor)?,
    read: @escaping () -> Value?,
    delivery: ValueSink<Value>,
    onCancel: @escaping @Sendable () -> Void = {}
  ) -> ObservationHandle {
    if let conflict = options.conflict {
      preconditionFailure("ObserverModel: \(conflict)")
    }
    let ended = OnceFlag()
    let final = ValueSink<Value>(
      deliver: delivery.deliver,
      finish: {
        ended.set()
        delivery.finish()
      })
    let limiter = options.rateLimit.map {
      RateLimitStage($0, clock: clock, isolation: isolation, downstream: final)
    }
    let entry = limiter?.input ?? final
    let loop = ObservationLoop(read: read, sink: entry, isolation: isolation)
    let handle = ObservationHandle(ended: ended) {
      loop.cancel()
      limiter?.cancel()
      onCancel()
    }
    loop.start()
    return handle
  }
}

/// Where an observation stage sends what it produces: each value in order, then at most one
/// `finish` when the source has ended (the observed object was deallocated, or the tracked
/// closure reads nothing observable). Stages are chained: observation loop, rate limiter, delivery.
struct ValueSink<Value>: Sendable {
  let deliver: @Sendable (Value) -> Void
  let finish: @Sendable () -> Void
}
