/// One row of a keyed collection: a key and its latest value, as
/// ``Panel/showRows(of:order:_:)`` and ``Panel/rowFeed(order:_:)`` hand them to their content.
public struct KeyedRow<Key: Hashable, Value> {
  /// The row's key.
  public var key: Key
  /// The key's latest value.
  public var value: Value

  /// A row showing `value` for `key`.
  public init(key: Key, value: Value) {
    self.key = key
    self.value = value
  }
}

extension KeyedRow: Equatable where Value: Equatable {}
extension KeyedRow: Hashable where Value: Hashable {}
extension KeyedRow: Sendable where Key: Sendable, Value: Sendable {}
