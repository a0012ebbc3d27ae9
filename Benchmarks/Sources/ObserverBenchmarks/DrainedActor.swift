import Dispatch
import Synchronization

/// A serial executor whose jobs run on the thread that drains it, and only while it drains: the
/// benchmark's own thread plays the actor, so the writes, the deliveries and the re-arms of a
/// key-path case all run, and are timed, on that one thread, whichever runtime delivers them.
final class DrainedExecutor: SerialExecutor, Sendable {
  private struct State {
    var jobs: [UnownedJob] = []
    var sleeping = false
  }
  private let state = Mutex(State())
  private let wake = DispatchSemaphore(value: 0)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let sleeper = state.withLock { state -> Bool in
      state.jobs.append(job)
      defer { state.sleeping = false }
      return state.sleeping
    }
    if sleeper { wake.signal() }
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  /// Runs the enqueued jobs on the calling thread, and waits for more, until `done()` holds with
  /// no job left. `done` must turn true only through jobs run here, so that an empty queue with
  /// `done()` false means a job is still on its way from another thread.
  func drain(until done: () -> Bool) {
    while true {
      let jobs = state.withLock { state -> [UnownedJob] in
        let jobs = state.jobs
        state.jobs.removeAll(keepingCapacity: true)
        if jobs.isEmpty, !done() { state.sleeping = true }
        return jobs
      }
      if jobs.isEmpty {
        if done() { return }
        wake.wait()
        continue
      }
      for job in jobs { job.runSynchronously(on: asUnownedSerialExecutor()) }
    }
  }
}

/// The actor that the key-path cases observe from and write on (the safe runtime's documented
/// use: observe a model from the isolation that writes it), run by ``DrainedExecutor``.
@globalActor actor DrainedActor {
  static let shared = DrainedActor()
  static let executor = DrainedExecutor()

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    Self.executor.asUnownedSerialExecutor()
  }

  /// Runs `body` on the actor, from the calling thread, and returns when it and every job it
  /// leads to have run, up to `done()` (true at once by default).
  static func run(
    _ body: @escaping @DrainedActor @Sendable () -> Void, until done: () -> Bool = { true }
  ) {
    let finished = Flag()
    Task { @DrainedActor in
      body()
      finished.value.store(true, ordering: .releasing)
    }
    executor.drain { finished.value.load(ordering: .acquiring) && done() }
  }
}

/// A flag shared with a task.
final class Flag: Sendable {
  let value = Atomic<Bool>(false)
}
