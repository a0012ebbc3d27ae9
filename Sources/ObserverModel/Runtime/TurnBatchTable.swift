/// The safe runtime's open batches of re-reads, one per actor, as a value: what
/// `TurnBatches` keeps under its lock, and the two steps that change it, one critical section
/// each. A fire joins its actor's open batch, or opens one, and then (outside the lock) starts
/// the batch's task; the task's first step takes its batch and closes it. So every fire is run
/// by the open batch's task or by a task started after it, and no batch stays open once its
/// task ran. The model test runs these steps for several firers and the tasks they start in
/// every order; kept outside the safe runtime's `#if`, so that it runs in both.
struct TurnBatchTable<Key: Hashable, Target> {
  private var open: [Key: [Target]] = [:]

  /// A fire's step: adds `target` to `key`'s open batch; returns whether it opened the batch
  /// (its caller then starts the batch's task).
  @inline(__always)
  mutating func join(_ target: Target, on key: Key) -> Bool {
    if let index = open.index(forKey: key) {
      open.values[index].append(target)
      return false
    }
    open[key] = [target]
    return true
  }

  /// The batch's task's step: takes `key`'s batch and closes it, so that a later fire opens
  /// a new one with a task of its own.
  mutating func take(_ key: Key) -> [Target] {
    open.removeValue(forKey: key) ?? []
  }

  /// Whether `key` has an open batch.
  func isOpen(_ key: Key) -> Bool { open[key] != nil }

  /// The targets in `key`'s open batch.
  func batch(_ key: Key) -> [Target] { open[key] ?? [] }
}

/// States compared and hashed by the model test, which visits each state of the batches once.
extension TurnBatchTable: Equatable where Target: Equatable {}
extension TurnBatchTable: Hashable where Target: Hashable {}
