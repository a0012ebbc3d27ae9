/// What an ``ObservationBridge`` keeps between iterators: the producer with its isolation, and
/// how to start one pipeline for an iterator.
///
/// A pipeline runs on the producer's isolation. A nonisolated producer takes the iterator's. A
/// producer isolated elsewhere than the iterator starts its pipeline in a task on its own actor
/// when its values may cross (`Element` is `Sendable`), and stops the program otherwise.
struct BridgeSource<Element>: Sendable {
  private typealias Start = (ValueSink<Element>, (any Actor)?) -> ObservationHandle

  /// The producer's isolation; `nil` when it is nonisolated.
  private let producerIsolation: (any Actor)?
  /// Whether values may be handed from the producer's isolation to another one.
  private let crossesIsolation: Bool
  /// Used from the pipeline's isolation only (see ``IsolationBound``).
  private let startPipeline: IsolationBound<Start>

  init<C: Clock<Duration>>(
    options: ObservationOptions, clock: C, _ producer: IsolatedProducer<Element>,
    crossesIsolation: Bool
  ) {
    producerIsolation = producer.isolation
    self.crossesIsolation = crossesIsolation
    startPipeline = IsolationBound(
      { sink, isolation in
        ObservationPipeline.start(
          options: options, clock: clock, isolation: isolation,
          read: {
            Optional(
              producer(
                message: "ObservationBridge: the producer ran outside its isolation; "
                  + "write what it reads only on that isolation"))
          },
          delivery: sink)
      }, isolation: nil)
  }

  /// A source over an `@isolated(any)` producer: every pipeline runs it on its own isolation
  /// through ``IsolatedAnyPipeline``, and its `Sendable` values reach any iterator.
  @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  init<C: Clock<Duration>>(
    options: ObservationOptions, clock: C,
    isolatedAny produce: @escaping @isolated(any) @Sendable () -> Element
  ) where Element: Sendable {
    // No isolation to share with the iterator: the pipeline starts where the iterator runs.
    producerIsolation = nil
    crossesIsolation = true
    startPipeline = IsolationBound(
      { sink, _ in
        IsolatedAnyPipeline.start(options: options, clock: clock, produce: produce, delivery: sink)
      }, isolation: nil)
  }

  /// Starts `iteration`'s pipeline for an iterator running on `iterating`.
  func start(_ iteration: BridgeIteration<Element>, iteratedOn iterating: (any Actor)?) {
    guard let producer = producerIsolation, producer !== iterating else {
      iteration.begin(startPipeline.value(iteration.channel.sink, producerIsolation ?? iterating))
      return
    }
    guard crossesIsolation else {
      preconditionFailure(
        "ObservationBridge: the producer is isolated to \(producer) but is iterated on "
          + "\(iterating.map { "\($0)" } ?? "nonisolated code"); a non-Sendable Element must be "
          + "produced and consumed on one isolation: iterate on the producer's actor, or make the "
          + "Element Sendable")
    }
    IsolatedTask.start(on: producer) { [startPipeline] isolation in
      iteration.begin(startPipeline.value(iteration.channel.sink, isolation))
    }
  }
}
