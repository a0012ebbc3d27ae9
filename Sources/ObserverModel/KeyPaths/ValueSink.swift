/// Where an observation stage sends what it produces: each value in order, then at most one
/// `finish` when the source has ended (the observed object was deallocated, or the tracked
/// closure reads nothing observable). Stages are chained: tracker, rate limiter, delivery.
struct ValueSink<Value>: Sendable {
  let deliver: @Sendable (Value) -> Void
  let finish: @Sendable () -> Void
}
