/// Starts an unstructured task whose body runs on `isolation` (or on the global executor when
/// it is `nil`): timers and `observeTask` bodies run where the observer was registered.
enum IsolatedTask {
  @discardableResult
  static func start(
    on isolation: (any Actor)?,
    _ body: @escaping @Sendable (isolated (any Actor)?) async -> Void
  ) -> Task<Void, Never> {
    Task { await body(isolation) }
  }
}
