/// A container of ``Disposable``s that disposes all of them when it is released (or when
/// ``dispose()`` is called), so a group of subscriptions can share the lifetime of one owner.
///
/// ```swift
/// final class EventLog {
///   private let bag = DisposeBag()
///   init(events: Receiver<String>) {
///     events.listen { event in print(event) }.disposed(by: bag)
///   }
/// }
/// ```
public final class DisposeBag: Sendable {
  private let disposables = Lock<[Disposable]>([])

  /// Creates an empty bag.
  public init() {}

  /// Adds `disposable`, making it owned. Safe from any thread.
  public func insert(_ disposable: Disposable) {
    disposable.markOwned()
    let pruned = disposables.withLock { disposables -> [Disposable] in
      var pruned: [Disposable] = []
      // Keep the bag from growing without bound when its members are disposed one by one.
      if disposables.count >= 64, disposables.count.nonzeroBitCount == 1 {
        pruned = disposables.filter(\.isDisposed)
        disposables.removeAll(where: \.isDisposed)
      }
      disposables.append(disposable)
      return pruned
    }
    withExtendedLifetime(pruned) {}  // released after the lock
  }

  /// The number of disposables held (including ones already disposed on their own).
  public var count: Int { disposables.withLock { $0.count } }

  /// Disposes everything in the bag and empties it; the bag can be used again.
  public func dispose() {
    let all = disposables.withLock { disposables -> [Disposable] in
      defer { disposables = [] }
      return disposables
    }
    for disposable in all { disposable.dispose() }
  }

  deinit {
    dispose()
  }
}
