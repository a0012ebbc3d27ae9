/// A synchronous `@isolated(any)` closure made callable without `await`, for code that already
/// runs on the closure's isolation: `ObservationBridge` reads its producer under Observation
/// tracking, whose body must be synchronous.
///
/// Swift has no safe way to do this: a call of an `@isolated(any)` closure always needs `await`,
/// and converting one to a plain synchronous function type is rejected ("will be an error in a
/// future Swift language mode"; that conversion silently drops the isolation, which was the
/// bug). The standard library's own `Observations` sequence reinterprets the closure the same
/// way. So this piece has no safe twin and is used by both runtimes; what makes it sound is the
/// check it adds: every call first checks, with `preconditionIsolated`, that it runs on the
/// closure's isolation, and stops the program with `message` otherwise. A nonisolated closure
/// (no isolation) may run anywhere and is not checked.
///
/// The two function types have the same size and calling convention (a function pointer and a
/// context); the isolation of an `@isolated(any)` value travels in its context.
struct IsolatedSynchronousCall<Result> {
  /// The closure's isolation, checked before every call; `nil` for a nonisolated closure.
  let isolation: (any Actor)?
  private let call: () -> Result

  /// Wraps `closure`, keeping its isolation for the check.
  init(_ closure: @escaping @isolated(any) () -> Result) {
    isolation = closure.isolation
    call = unsafeBitCast(closure, to: (() -> Result).self)
  }

  /// Calls the closure on the current thread after checking that this is its isolation.
  func callAsFunction(
    message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
  ) -> Result {
    isolation?.preconditionIsolated(message(), file: file, line: line)
    return call()
  }
}
