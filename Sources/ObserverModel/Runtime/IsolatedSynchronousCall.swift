/// A synchronous `@isolated(any)` closure made callable without `await`, for code that already
/// runs on the closure's isolation: `ObservationBridge` reads its producer under Observation
/// tracking, whose body must be synchronous.
///
/// The one piece of Runtime/ without a safe twin (Runtime/README.md says why): both runtimes
/// reinterpret the closure as the plain function type, which has the same layout, as the
/// standard library's `Observations` does. What keeps it sound is the check every call makes
/// first: `preconditionIsolated` on the closure's own isolation, stopping the program with
/// `message` elsewhere. A nonisolated closure may run anywhere and is not checked.
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
