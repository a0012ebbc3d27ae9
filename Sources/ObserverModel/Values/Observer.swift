/// A value that any thread may read, replace or modify, with closure subscriptions that see the
/// current value and then every change.
///
/// ```swift
/// let productsObserver: Observer<[Product]> = Observer([])
/// let disposable = productsObserver.observe { products in
///   print("\(products.count) items")         // called now with [], then on every update
/// }
/// productsObserver.modify { $0.append(product) }  // atomic read-modify-write
/// ```
///
/// **Delivery.** Callbacks run synchronously on the thread that changes the value, in
/// subscription order. Delivery is serial per observer: when a change arrives while another
/// thread (or a callback further up the stack) is delivering, it is queued and that delivering
/// thread delivers it next. So a callback never runs concurrently with itself, every callback
/// sees the values in the order they were set, and an ``update(_:)`` made from inside a
/// callback is delivered after the current round (not inline). In the uncontended case,
/// ``update(_:)`` returns after all callbacks have run.
///
/// **Subscriptions.** ``observe(skippingInitialValue:_:)`` returns an owned ``Disposable``:
/// the subscription ends when it is disposed or released. A callback added while a round is in
/// progress gets the current value after that round, then later changes. Subscription ids are
/// monotonic integers, so order and identity never depend on hashing.
public final class Observer<Value: Sendable>: Sendable {
  @usableFromInline let hub: BroadcastHub<Value>

  /// Creates an observer holding `value`.
  public init(_ value: Value) {
    hub = BroadcastHub(replayCapacity: 1, initialValue: value)
  }

  /// The current value. Read-only: use ``update(_:)`` to replace it or ``modify(_:)`` to
  /// change it atomically (a get-then-set would race with other writers).
  public var value: Value { hub.core.latest! }

  /// The current value (the same as ``value``).
  public func getValue() -> Value { hub.core.latest! }

  /// Replaces the value and notifies every subscriber.
  @inlinable public func update(_ value: Value) {
    hub.broadcast(value)
  }

  /// Changes the value atomically with respect to other writers and notifies every subscriber;
  /// returns what `body` returns.
  ///
  /// `body` works on a copy, without any lock held, so it may read this observer. If another
  /// write lands while it runs, `body` runs again on the newer value: keep it free of side
  /// effects.
  ///
  /// ```swift
  /// productsObserver.modify { $0.append(product) }
  /// ```
  @discardableResult
  public func modify<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try hub.core.modifyLatest(body, publish: { _ in true })
  }

  /// Like ``modify(_:)``, but `body` also says whether it changed anything; nothing is published
  /// when it returns `changed: false`.
  @discardableResult
  public func modify<Result>(
    ifChanged body: (inout Value) throws -> (result: Result, changed: Bool)
  ) rethrows -> Result {
    try hub.core.modifyLatest(body, publish: { $0.changed }).result
  }

  /// Calls `callback` with the current value (unless `skippingInitialValue`), then with every
  /// new value, until the returned disposable is disposed or released.
  ///
  /// The returned ``Disposable`` is owned: keep it (in a property, an array through
  /// ``Disposable/add(to:)``, or a ``DisposeBag``) for as long as the
  /// callback should run.
  @inlinable public func observe(
    skippingInitialValue: Bool = false, _ callback: @escaping @Sendable (Value) -> Void
  ) -> Disposable {
    hub.subscribe(
      replayLimit: skippingInitialValue ? 0 : 1, disposesOnRelease: true, callback)
  }

  /// The number of subscriptions in force.
  public var observerCount: Int { hub.core.subscriberCount }
}
