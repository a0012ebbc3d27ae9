/// The rows a keyed panel shows (a ``RowFeed``'s, or an observed dictionary's): each key's latest
/// value, with the keys' order worked out again only when a key comes or goes, not on every take
/// (a hundred rows re-sorted thirty times a second per panel was most of a fast feed's main-actor
/// time).
struct RowTable<Key: Hashable, Value> {
  private let order: RowOrder<Key>
  private var values: [Key: Value] = [:]
  /// The keys in ``order``; `nil` when a key came or went since it was worked out.
  private var orderedKeys: [Key]? = []

  init(order: RowOrder<Key>) {
    self.order = order
  }

  /// Applies what the feed's writers changed since the last take.
  mutating func apply(_ changes: RowFeed<Key, Value>.Changes) where Key: Sendable, Value: Sendable {
    if changes.removesAll, !values.isEmpty {
      values.removeAll()
      orderedKeys = nil
    }
    for (key, value) in changes.values {
      if let value {
        if values.updateValue(value, forKey: key) == nil { orderedKeys = nil }
      } else if values.removeValue(forKey: key) != nil {
        orderedKeys = nil
      }
    }
  }

  /// Replaces every value with `newValues`' (an observed dictionary's latest), keeping the keys'
  /// order when the set of keys is the same: a check of each key, not a sort.
  mutating func replaceValues(with newValues: [Key: Value]) {
    if newValues.count != values.count
      || newValues.keys.contains(where: { values.index(forKey: $0) == nil })
    {
      orderedKeys = nil
    }
    values = newValues
  }

  /// The rows, in order.
  mutating func rows() -> [KeyedRow<Key, Value>] {
    let keys = orderedKeys ?? order.arrange(Array(values.keys))
    orderedKeys = keys
    return keys.map { KeyedRow(key: $0, value: values[$0]!) }
  }
}
