/// An ``ObservationBridge`` producer with the isolation it must be read on, callable without
/// `await`: Observation records what a closure reads only inside the synchronous body of
/// `withObservationTracking`.
///
/// Two forms keep the isolation without ever converting it away. A `@MainActor` closure is
/// called through `MainActor.assumeIsolated`. Any other closure is a plain one bound to the
/// isolation it was written in (`#isolation` where the bridge is built), which is the isolation
/// Swift gives a non-`Sendable` closure literal. Every call first checks that it runs on that
/// isolation and stops the program with `message` elsewhere; a producer written in nonisolated
/// code may run anywhere and is not checked.
struct IsolatedProducer<Element> {
  /// The isolation every call is checked against; `nil` for a producer written in nonisolated
  /// code.
  let isolation: (any Actor)?
  private let call: () -> Element

  /// A producer isolated to the main actor, wherever the bridge is built.
  init(mainActor produce: @escaping @MainActor () -> Element) {
    isolation = MainActor.shared
    call = {
      // `assumeIsolated` returns only `Sendable` results: the value comes back bound to the main
      // actor, and is unwrapped there, by the same synchronous call.
      MainActor.assumeIsolated { IsolationBound(produce()) }.value
    }
  }

  /// A producer written on `isolation`, which it shares with the code that built the bridge.
  init(_ produce: @escaping () -> Element, writtenOn isolation: (any Actor)?) {
    self.isolation = isolation
    call = produce
  }

  /// Calls the producer on the current thread after checking that this is its isolation.
  func callAsFunction(
    message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
  ) -> Element {
    isolation?.preconditionIsolated(message(), file: file, line: line)
    return call()
  }
}
