import ObserverModel

/// The writing end of a keyed collection shown in a panel (``Panel/rowFeed(order:_:)``): any
/// thread sets or removes the value of a key, and the panel shows one row per key. The way to
/// show what keyed observers (`KeyedObservableThreadSafeClass` and friends) hear.
///
/// Latest-only per key: changes wait in a table until the main actor takes them all at once,
/// at most once a frame, so writers of many keys cost the main loop one take per frame at most
/// (and no hop at all while they keep writing), and each row ends on the last value written for
/// its key.
public final class RowFeed<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// Changes not yet taken by the main actor.
  @usableFromInline struct Changes: Sendable {
    /// The newest value written for each key since the last take; `nil` removes the key.
    @usableFromInline var values: [Key: Value?] = [:]
    /// Whether every row goes before `values` are applied.
    var removesAll = false
  }

  // The writing methods are inlinable so that a writer's module specializes them: called
  // generically, each write looked up the metadata of the table's types (a third of a writer's
  // time at a million writes a second).
  @usableFromInline let pending = Lock(Changes())
  /// Rung after every change; the panel takes the changes at most once a frame, so a write
  /// costs one short lock however fast they come.
  @usableFromInline let gate = FrameGate()

  init() {}

  /// Sets the row of `key` to `value` (adding the row when the key is new).
  @inlinable
  public func set(_ value: Value, for key: Key) {
    pending.withLock { $0.values[key] = .some(value) }
    gate.ring()
  }

  /// Removes the row of `key`, if any.
  @inlinable
  public func remove(_ key: Key) {
    pending.withLock { $0.values[key] = .some(nil) }
    gate.ring()
  }

  /// Removes every row.
  public func removeAll() {
    pending.withLock { $0 = Changes(values: [:], removesAll: true) }
    gate.ring()
  }

  /// Whether changes wait to be taken.
  var hasPending: Bool {
    pending.withLock { !$0.values.isEmpty || $0.removesAll }
  }

  /// Takes the changes written since the last take.
  func take() -> Changes {
    pending.withLock { changes in
      defer { changes = Changes() }
      return changes
    }
  }
}
