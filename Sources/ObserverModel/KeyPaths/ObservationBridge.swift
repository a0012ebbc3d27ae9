/// An `AsyncSequence` of the values of a closure that reads `@Observable` state: the current
/// value first, then the value again after every write to anything the closure read.
///
/// ```swift
/// for await value in ObservationBridge({ model.count }) {
///   print("count = \(value)")
/// }
/// ```
///
/// The closure keeps its isolation: it always runs there, never where it happens to be iterated.
/// A `@MainActor` closure such as `{ @MainActor in model.count }`, and any closure written in
/// actor-isolated code (a `@MainActor` function, an actor's method), is read on that actor even
/// when the sequence is iterated from a detached task; a closure written in nonisolated code is
/// read on the iterating isolation. A producer handed over as an `@isolated(any)` function value
/// (say a `@MainActor` closure stored in an `@isolated(any) @Sendable () -> Element` variable)
/// runs on `produce.isolation`, through the standard library's `Observations`; see
/// `ObservationBridge+IsolatedAny.swift`.
/// Values cross from the closure's isolation to the iterator's only when `Element` is
/// `Sendable`. For a non-`Sendable` `Element` the closure and the iterator must share one
/// isolation: iterating it elsewhere stops the program with a message naming both.
///
/// Each iterator runs its own pipeline, started by its first `next()`: the closure is read on
/// its isolation (and, as a write is delivered inside the write, on the writer's thread, which
/// for an actor-isolated or non-`Sendable` model is that same isolation; a read on any other
/// thread stops the program). A slow consumer does not see every intermediate value: the first
/// value produced after the one it is processing is kept, and of the rest only the latest.
/// Equal consecutive values are all delivered. The sequence ends when the closure reads nothing
/// observable, and the pipeline stops when the iterator is released or its task is cancelled.
///
/// With a rate limit in `options`, values are timed by `clock`; a value still waiting when the
/// source ends is delivered before the end.
///
/// The sequence is `Sendable` when its elements are, so it can be handed to the task that will
/// iterate it.
public struct ObservationBridge<Element>: AsyncSequence {
  // Public: AsyncSequence requires it.
  /// The sequence never throws.
  public typealias Failure = Never

  let source: BridgeSource<Element>

  /// A sequence of the values of `produce`, rate-limited by `options` on `clock` if you give
  /// any. `produce` runs on `isolation`, the isolation it is written in, which the iterator must
  /// share. Conflicting options stop the program when iteration starts.
  public init(
    options: ObservationOptions = [], clock: some Clock<Duration> = ContinuousClock(),
    isolation: isolated (any Actor)? = #isolation, _ produce: @escaping () -> Element
  ) {
    source = BridgeSource(
      options: options, clock: clock, IsolatedProducer(produce, writtenOn: isolation),
      crossesIsolation: false)
  }

  /// A sequence of the values of the main-actor closure `produce`, rate-limited by `options` on
  /// `clock` if you give any; the iterator must run on the main actor too.
  public init(
    options: ObservationOptions = [], clock: some Clock<Duration> = ContinuousClock(),
    _ produce: @escaping @MainActor () -> Element
  ) {
    source = BridgeSource(
      options: options, clock: clock, IsolatedProducer(mainActor: produce),
      crossesIsolation: false)
  }

  // Public: AsyncSequence requires it.
  /// Starts a fresh pipeline for this iterator when it is first advanced.
  public func makeAsyncIterator() -> Iterator {
    Iterator(source: source)
  }

  /// Iterates one pipeline of an ``ObservationBridge``; releasing it stops the pipeline.
  public struct Iterator: AsyncIteratorProtocol {
    // Public: AsyncIteratorProtocol requires it.
    /// The iterator never throws.
    public typealias Failure = Never

    private let source: BridgeSource<Element>
    private var iteration: BridgeIteration<Element>?

    init(source: BridgeSource<Element>) {
      self.source = source
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
        source.start(iteration, iteratedOn: isolation)
      }
      return await iteration.channel.next(isolation: isolation)
    }
  }
}

extension ObservationBridge: Sendable where Element: Sendable {}

extension ObservationBridge where Element: Sendable {
  /// A sequence of the values of `produce`, rate-limited by `options` on `clock` if you give
  /// any. `produce` and the rate limit's timers run on `isolation`, the isolation `produce` is
  /// written in, and its `Sendable` values are handed to the iterator wherever it runs.
  /// Conflicting options stop the program when iteration starts.
  public init(
    options: ObservationOptions = [], clock: some Clock<Duration> = ContinuousClock(),
    isolation: isolated (any Actor)? = #isolation, _ produce: @escaping () -> Element
  ) {
    source = BridgeSource(
      options: options, clock: clock, IsolatedProducer(produce, writtenOn: isolation),
      crossesIsolation: true)
  }

  /// A sequence of the values of the main-actor closure `produce`, rate-limited by `options` on
  /// `clock` if you give any. `produce` and the rate limit's timers run on the main actor, and
  /// its `Sendable` values are handed to the iterator wherever it runs.
  public init(
    options: ObservationOptions = [], clock: some Clock<Duration> = ContinuousClock(),
    _ produce: @escaping @MainActor () -> Element
  ) {
    source = BridgeSource(
      options: options, clock: clock, IsolatedProducer(mainActor: produce),
      crossesIsolation: true)
  }
}

// Public: the ObservationBridge seed's usage examples call it: the library's public contract.
/// Builds an ``ObservationBridge`` over `produce`: the current value first, then its value after
/// every change of what it reads. `produce` runs on `isolation`, the isolation it is written in,
/// which the iterator must share.
public func makeObservationBridgeStream<Element>(
  options: ObservationOptions = [], clock: some Clock<Duration> = ContinuousClock(),
  isolation: isolated (any Actor)? = #isolation, _ produce: @escaping () -> Element
) -> ObservationBridge<Element> {
  ObservationBridge(options: options, clock: clock, isolation: isolation, produce)
}

// Public: the ObservationBridge seed's usage examples call it: the library's public contract.
/// Builds an ``ObservationBridge`` over the main-actor closure `produce`, which the iterator must
/// share the main actor with.
public func makeObservationBridgeStream<Element>(
  options: ObservationOptions = [], clock: some Clock<Duration> = ContinuousClock(),
  _ produce: @escaping @MainActor () -> Element
) -> ObservationBridge<Element> {
  ObservationBridge(options: options, clock: clock, produce)
}

// Public: the ObservationBridge seed's usage examples call it: the library's public contract.
/// Builds an ``ObservationBridge`` over `produce`, whose `Sendable` values are handed to the
/// iterator wherever it runs; `produce` runs on `isolation`, the isolation it is written in.
public func makeObservationBridgeStream<Element: Sendable>(
  options: ObservationOptions = [], clock: some Clock<Duration> = ContinuousClock(),
  isolation: isolated (any Actor)? = #isolation, _ produce: @escaping () -> Element
) -> ObservationBridge<Element> {
  ObservationBridge(options: options, clock: clock, isolation: isolation, produce)
}

// Public: the ObservationBridge seed's usage examples call it: the library's public contract.
/// Builds an ``ObservationBridge`` over the main-actor closure `produce`, whose `Sendable` values
/// are handed to the iterator wherever it runs.
public func makeObservationBridgeStream<Element: Sendable>(
  options: ObservationOptions = [], clock: some Clock<Duration> = ContinuousClock(),
  _ produce: @escaping @MainActor () -> Element
) -> ObservationBridge<Element> {
  ObservationBridge(options: options, clock: clock, produce)
}
