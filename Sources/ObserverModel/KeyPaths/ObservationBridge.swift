/// An `AsyncSequence` of the values of a closure that reads `@Observable` state: the current
/// value first, then the value again after every write to anything the closure read.
///
/// ```swift
/// for await value in ObservationBridge({ model.count }) {
///   print("count = \(value)")
/// }
/// ```
///
/// Each iterator runs its own pipeline, started by its first `next()` on the iterating
/// isolation: the closure is read there (and, as a write is delivered inside the write, on the
/// writer's thread, which for an actor-isolated or non-`Sendable` model is that same
/// isolation). A slow consumer does not see every intermediate value: the first value produced
/// after the one it is processing is kept, and of the rest only the latest. Equal consecutive
/// values are all delivered. The sequence ends when the closure reads nothing observable, and
/// the pipeline stops when the iterator is released or its task is cancelled.
///
/// With a rate limit in `options`, values are timed by `clock`; a value still waiting when the
/// source ends is delivered before the end.
///
/// The sequence is `Sendable` when its elements are, so it can be handed to the task that will
/// iterate it. Each iterator reads the closure on its own isolation, so iterate where the closure
/// may run: on the model's actor for an actor-isolated model.
public struct ObservationBridge<Element>: AsyncSequence {
  /// The sequence never throws.
  public typealias Failure = Never

  private let start: IsolationBound<(ValueSink<Element>, (any Actor)?) -> ObservationHandle>

  /// A sequence of the values of `produce`, delivered as they change.
  public init(_ produce: @escaping () -> Element) {
    self.init(options: [], clock: ContinuousClock(), produce)
  }

  /// A sequence of the values of `produce`, rate-limited by `options` on `clock`. Conflicting
  /// options stop the program when iteration starts.
  public init<C: Clock<Duration>>(
    options: ObservationOptions = [],
    clock: C = ContinuousClock(),
    _ produce: @escaping () -> Element
  ) {
    start = IsolationBound { sink, isolation in
      ObservationPipeline.start(
        options: options, clock: clock, isolation: isolation,
        read: { Optional(produce()) }, delivery: sink)
    }
  }

  /// Starts a fresh pipeline for this iterator when it is first advanced.
  public func makeAsyncIterator() -> Iterator {
    Iterator(start: start)
  }

  /// Iterates one pipeline of an ``ObservationBridge``; releasing it stops the pipeline.
  public struct Iterator: AsyncIteratorProtocol {
    /// The iterator never throws.
    public typealias Failure = Never

    private let start: IsolationBound<(ValueSink<Element>, (any Actor)?) -> ObservationHandle>
    private var iteration: BridgeIteration<Element>?

    init(start: IsolationBound<(ValueSink<Element>, (any Actor)?) -> ObservationHandle>) {
      self.start = start
    }

    /// The next value, waiting for a change if there is none yet; `nil` once the source has
    /// ended or the task was cancelled.
    public mutating func next(isolation: isolated (any Actor)? = #isolation) async -> Element? {
      let iteration: BridgeIteration<Element>
      if let existing = self.iteration {
        iteration = existing
      } else {
        iteration = BridgeIteration()
        self.iteration = iteration
        iteration.begin(start.value(iteration.channel.sink, isolation))
      }
      return await iteration.channel.next(isolation: isolation)
    }
  }
}

extension ObservationBridge: Sendable where Element: Sendable {}

/// Builds an ``ObservationBridge`` over `produce`: the current value first, then its value after
/// every change of what it reads.
public func makeObservationBridgeStream<Element>(
  options: ObservationOptions = [],
  clock: some Clock<Duration> = ContinuousClock(),
  _ produce: @escaping () -> Element
) -> ObservationBridge<Element> {
  ObservationBridge(options: options, clock: clock, produce)
}
