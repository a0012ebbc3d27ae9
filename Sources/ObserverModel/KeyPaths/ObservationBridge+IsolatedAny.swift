// A producer handed over as an `@isolated(any)` function value, for example one stored in a
// variable of type `@isolated(any) @Sendable () -> Element`. The closure-literal forms in
// ObservationBridge.swift bind a closure to the isolation it is written in; a function value
// carries its isolation with it instead, and these overloads keep it. (The clock is taken as
// `any Clock<Duration>` here: it is what tells these overloads apart from the `@MainActor` ones
// for Swift, which does not count isolation in an overload's signature.)

@available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension ObservationBridge where Element: Sendable {
  /// A sequence of the values of the `@isolated(any)` function `produce`, rate-limited by
  /// `options` on `clock` if you give any.
  ///
  /// ```swift
  /// let producer: @isolated(any) @Sendable () -> Int = { @MainActor in model.count }
  /// for await value in ObservationBridge(producer) { print(value) }
  /// ```
  ///
  /// `produce` runs on its own isolation (`produce.isolation`: the main actor for a
  /// `@MainActor` closure), which is also where its reads are tracked and where the rate limit's
  /// timers run, wherever the sequence is iterated. Its values are handed to the iterator.
  /// Values arrive asynchronously, after the write's transaction, also in the fast runtime; the
  /// sequence ends only when the iterator is released or its task is cancelled. Conflicting
  /// options stop the program when iteration starts.
  public init(
    options: ObservationOptions = [], clock: any Clock<Duration> = ContinuousClock(),
    _ produce: @escaping @isolated(any) @Sendable () -> Element
  ) {
    source = BridgeSource(options: options, clock: clock, isolatedAny: produce)
  }
}

// Public: the ObservationBridge seed's usage examples call it: the library's public contract.
/// Builds an ``ObservationBridge`` over the `@isolated(any)` function `produce`, which runs on
/// its own isolation and whose `Sendable` values are handed to the iterator wherever it runs
/// (as ``ObservationBridge`` does for such a function value).
@available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public func makeObservationBridgeStream<Element: Sendable>(
  options: ObservationOptions = [], clock: any Clock<Duration> = ContinuousClock(),
  _ produce: @escaping @isolated(any) @Sendable () -> Element
) -> ObservationBridge<Element> {
  ObservationBridge(options: options, clock: clock, produce)
}
