import Dispatch

/// Where the hops of a queue hand-off go and what they run there: the queue, the callback and
/// the monitor that records them. Shared by ``QueueHandoff`` (every value) and
/// ``LatestValueHandoff`` (the latest value only), which differ only in what they keep between
/// a send and its hop.
struct QueueHop<Value: Sendable>: Sendable {
  /// The queue each hop is a block on.
  let queue: DispatchQueue
  /// Where the hops' counts and latencies go; `nil` records nothing.
  let monitor: HandoffMonitor?
  /// What each hop runs, on `queue`.
  let callback: @Sendable (Value) -> Void

  /// Hops onto the main queue, the main actor's executor, to run a `@MainActor` callback.
  static func mainActor(monitor: HandoffMonitor?, _ callback: @escaping @MainActor (Value) -> Void)
    -> QueueHop
  {
    QueueHop(queue: .main, monitor: monitor) { value in
      MainActor.assumeIsolated { callback(value) }
    }
  }
}
