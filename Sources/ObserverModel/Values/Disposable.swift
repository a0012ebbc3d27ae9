import Synchronization

/// A handle on a subscription: ``dispose()`` ends it.
///
/// A disposable is either *owned* or *detached*, and that decides what releasing it does:
///
/// - An **owned** disposable ends its subscription when it is released, so the subscription
///   lives exactly as long as whatever holds the disposable. ``Observer/observe(skippingInitialValue:_:)``
///   returns owned disposables: keep one in a property, or collect several with
///   ``add(to:)``.
/// - A **detached** disposable does nothing when released: its subscription lives until
///   ``dispose()`` is called (or until the source itself goes away). ``Receiver/listen(_:)``
///   returns detached disposables, so `receiver.listen { … }` may ignore the result and keep
///   listening.
///
/// Putting a disposable in a container — an array through ``add(to:)``
/// or a ``DisposeBag`` through ``disposed(by:)`` — makes it owned: the container now
/// decides the lifetime, and releasing the container ends every subscription in it.
///
/// ``dispose()`` is idempotent, thread-safe, and may be called from inside the very callback it
/// ends; that callback is not called again. A call from another thread while a delivery is in
/// progress lets that one call finish.
///
/// ```swift
/// private var disposables: [Disposable] = []
/// cart.state.observe { state in print(state.total) }.add(to: &disposables)
///
/// let bag = DisposeBag()
/// receiver.listen { wave in print(wave) }.disposed(by: bag)
/// ```
public final class Disposable: Sendable {
  /// What disposing does: run a closure, or remove subscription `id` from `owner`.
  ///
  /// The second form is how the library's own sources hand out disposables: `remove` captures
  /// nothing, so a disposable costs no allocation beyond itself. `owner` is held strongly, so it
  /// must be an object that owns no user state once its source is gone (a ``HubCore``, which
  /// its hub closes): a weak reference would cost a side table and several slow-path atomic
  /// operations per subscription.
  private enum Action: Sendable {
    case run(@Sendable () -> Void)
    case remove(
      owner: AnyObject & Sendable, id: UInt64,
      @Sendable (_ owner: AnyObject, _ id: UInt64) -> Void)
  }

  private let action: Action
  private let disposed = Atomic<Bool>(false)
  private let owned: Atomic<Bool>

  /// Creates an owned disposable that runs `dispose` once: on ``dispose()`` or when released,
  /// whichever comes first.
  public convenience init(_ dispose: @escaping @Sendable () -> Void) {
    self.init(disposesOnRelease: true, dispose)
  }

  /// Creates a disposable that runs `dispose` once, on ``dispose()``, and also when released if
  /// `disposesOnRelease` is `true` (owned) rather than `false` (detached).
  public init(disposesOnRelease: Bool, _ dispose: @escaping @Sendable () -> Void) {
    action = .run(dispose)
    owned = Atomic(disposesOnRelease)
  }

  /// Creates a disposable that calls `remove(owner, id)` once, on
  /// ``dispose()`` (and when released if `disposesOnRelease`). `owner` is held strongly.
  @usableFromInline
  init(
    disposesOnRelease: Bool, owner: AnyObject & Sendable, id: UInt64,
    remove: @escaping @Sendable (_ owner: AnyObject, _ id: UInt64) -> Void
  ) {
    action = .remove(owner: owner, id: id, remove)
    owned = Atomic(disposesOnRelease)
  }

  // Public: a client checks which of its disposables own their subscription.
  /// Whether releasing this disposable ends its subscription (it is owned).
  public var disposesOnRelease: Bool { owned.load(ordering: .acquiring) }

  /// Whether ``dispose()`` has run.
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Ends the subscription. Calling it again does nothing.
  public func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    switch action {
    case .run(let body):
      body()
    case .remove(let owner, let id, let remove):
      remove(owner, id)
    }
  }

  /// Appends this disposable to `disposables` and makes it owned, so that releasing the array
  /// (or removing it from the array) ends the subscription.
  public func add(to disposables: inout [Disposable]) {
    markOwned()
    disposables.append(self)
  }

  /// Puts this disposable in `bag` (making it owned); the subscription ends when the bag is
  /// released or disposed.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }

  /// Makes this disposable end its subscription when released.
  func markOwned() {
    owned.store(true, ordering: .releasing)
  }

  deinit {
    // The load first spares the exchange when the subscription was already disposed.
    if owned.load(ordering: .acquiring), !disposed.load(ordering: .acquiring) { dispose() }
  }
}
