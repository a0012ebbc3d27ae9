import Observation

extension Observable where Self: AnyObject {
  /// Trigger-only observation of several properties: runs `task` now and after writes to any
  /// of them, with the scheduling rules of the single key-path form. It carries no values;
  /// read what you need from the object inside the task.
  public func observeTask(
    _ keyPaths: [PartialKeyPath<Self>], options: ObservationOptions = [],
    clock: some Clock<Duration> = ContinuousClock(), isolation: isolated (any Actor)? = #isolation,
    _ task: @escaping () async -> Void
  ) -> ObservationHandle {
    startTasks(reading(keyPaths), options: options, clock: clock, isolation: isolation) {
      await task()
    }
  }

  /// Runs `task` with the value at `keyPath` now and after every write that changes what it
  /// reads, one run at a time, in a task on the caller's isolation, until the returned handle is
  /// cancelled or released or this object is deallocated.
  ///
  /// A run in progress is never cancelled, not even by cancelling the handle. Values written
  /// while a run is in progress are not all kept: the first one is run next, and of the others
  /// only the latest. While the run for 0 is in progress, writes of 1, 2 and 3 lead to runs for
  /// 1 and then 3. Non-`Sendable` values are fine when the model and the caller share an
  /// isolation. `options` and `clock` work as for
  /// ``observe(_:options:clock:isolation:_:)-(_,_,_,_,(Value)->Void)``.
  public func observeTask<Value>(
    _ keyPath: KeyPath<Self, Value>, options: ObservationOptions = [],
    clock: some Clock<Duration> = ContinuousClock(), isolation: isolated (any Actor)? = #isolation,
    _ task: @escaping (Value) async -> Void
  ) -> ObservationHandle {
    startTasks(reading(keyPath), options: options, clock: clock, isolation: isolation, task)
  }

  /// Runs `task` now and after every write to the property at `keyPath`, without the value;
  /// otherwise exactly like the value-passing form.
  public func observeTask<Value>(
    _ keyPath: KeyPath<Self, Value>, options: ObservationOptions = [],
    clock: some Clock<Duration> = ContinuousClock(), isolation: isolated (any Actor)? = #isolation,
    _ task: @escaping () async -> Void
  ) -> ObservationHandle {
    observeTask(keyPath, options: options, clock: clock, isolation: isolation) {
      (_: Value) in await task()
    }
  }

  /// The pipeline behind every `observeTask` form: the runs of `task`, one at a time, in tasks
  /// on the caller's `isolation`.
  private func startTasks<Value>(
    _ read: @escaping () -> Value?, options: ObservationOptions, clock: some Clock<Duration>,
    isolation: (any Actor)?, _ task: @escaping (Value) async -> Void
  ) -> ObservationHandle {
    let runner = TaskDelivery(isolation: isolation, body: task, finished: {})
    return ObservationPipeline.start(
      options: options, clock: clock, isolation: isolation, read: read, delivery: runner.sink,
      onCancel: { runner.cancel() })
  }
}
