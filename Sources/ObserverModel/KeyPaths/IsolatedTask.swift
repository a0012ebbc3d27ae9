/// Starts an unstructured task whose body runs on `isolation` (or on the global executor when
/// it is `nil`): timers and `observeTask` bodies run where the observer was registered.
///
/// A task for the main actor starts on it, so that its first job joins the main queue in the
/// order the tasks were started, behind whatever the caller queued there before. Swift offers no
/// public way to start a task directly on any other actor known only at run time: such a task
/// starts on the global executor and hops, and so runs in no fixed order with the actor's other
/// work queued meanwhile.
enum IsolatedTask {
  @discardableResult
  static func start(
    on isolation: (any Actor)?,
    _ body: @escaping @Sendable (isolated (any Actor)?) async -> Void
  ) -> Task<Void, Never> {
    if isolation === MainActor.shared {
      return Task { @MainActor in await body(MainActor.shared) }
    }
    return Task { await body(isolation) }
  }
}
