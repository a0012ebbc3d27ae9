import ObserverModel

/// The writing end of a keyed collection shown in a panel (``Panel/rowFeed(order:_:)``): any
/// thread sets or removes the value of a key, and the panel shows one row per key. The way to
/// show what keyed observers (`KeyedObservableThreadSafeClass` and friends) hear.
///
/// Latest-only per key: changes wait in the binding's mailbox until the next frame takes them
/// all at once, so writers of many keys cost the main actor nothing between frames, and each row
/// ends on the last value written for its key.
public final class RowFeed<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// Changes not yet taken by a frame.
  struct Changes: Sendable {
    /// The newest value written for each key since the last take; `nil` removes the key.
    var values: [Key: Value?] = [:]
    /// Whether every row goes before `values` are applied.
    var removesAll = false
  }

  private let mailbox: FrameMailbox<Changes>

  init(mailbox: FrameMailbox<Changes>) {
    self.mailbox = mailbox
  }

  /// Sets the row of `key` to `value` (adding the row when the key is new).
  public func set(_ value: Value, for key: Key) {
    mailbox.fill { $0.values[key] = .some(value) }
  }

  /// Removes the row of `key`, if any.
  public func remove(_ key: Key) {
    mailbox.fill { $0.values[key] = .some(nil) }
  }

  /// Removes every row.
  public func removeAll() {
    mailbox.fill { $0 = Changes(values: [:], removesAll: true) }
  }
}
