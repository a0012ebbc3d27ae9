import ObserverModel

/// The writing end of a keyed collection shown in a panel (``Panel/rowFeed(order:_:)``): any
/// thread sets or removes the value of a key, and the panel shows one row per key. The way to
/// show what keyed observers (`KeyedObservableThreadSafeClass` and friends) hear.
///
/// Latest-only per key: changes wait in a table until the main actor takes them all in one hop,
/// so writers of many keys cost the main loop one hop per turn at most, and each row ends on
/// the last value written for its key.
public final class RowFeed<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// Changes not yet taken by the main actor.
  struct Changes {
    /// The newest value written for each key since the last take; `nil` removes the key.
    var values: [Key: Value?] = [:]
    /// Whether every row goes before `values` are applied.
    var removesAll = false
  }

  private let pending = Lock(Changes())
  /// Written after every change; the panel observes it latest-only and takes the changes.
  let signal = Observer<Int>(0)

  init() {}

  /// Sets the row of `key` to `value` (adding the row when the key is new).
  public func set(_ value: Value, for key: Key) {
    pending.withLock { $0.values[key] = .some(value) }
    ring()
  }

  /// Removes the row of `key`, if any.
  public func remove(_ key: Key) {
    pending.withLock { $0.values[key] = .some(nil) }
    ring()
  }

  /// Removes every row.
  public func removeAll() {
    pending.withLock { $0 = Changes(values: [:], removesAll: true) }
    ring()
  }

  /// Takes the changes written since the last take.
  func take() -> Changes {
    pending.withLock { changes in
      defer { changes = Changes() }
      return changes
    }
  }

  private func ring() {
    signal.update(0)
  }
}
