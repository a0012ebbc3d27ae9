/// The order of a keyed collection's rows, so that a row stays in its place from frame to
/// frame whatever order a dictionary or the writers give the keys in.
///
/// ```swift
/// .ascending                        // sorted keys
/// .given(["eu", "us", "asia"])      // these keys' rows only, in this order
/// .sorted { $0.count < $1.count }   // your own order
/// ```
public struct RowOrder<Key: Hashable> {
  /// The keys to show, in order, out of those present.
  let arrange: ([Key]) -> [Key]

  /// Rows sorted by `areInIncreasingOrder`, a strict weak ordering of the keys; keys it finds
  /// equal should not occur (they would keep no stable order).
  public static func sorted(by areInIncreasingOrder: @escaping (Key, Key) -> Bool) -> RowOrder {
    RowOrder { $0.sorted(by: areInIncreasingOrder) }
  }

  /// Rows for the keys of `keys` only, in that order: a key that has no value yet has no row,
  /// and a key that is not listed is not shown.
  public static func given(_ keys: [Key]) -> RowOrder {
    RowOrder { present in
      let present = Set(present)
      var seen = Set<Key>()
      return keys.filter { present.contains($0) && seen.insert($0).inserted }
    }
  }
}

extension RowOrder where Key: Comparable {
  /// Rows in ascending order of their keys.
  public static var ascending: RowOrder { sorted(by: <) }

  // Public: the other direction of `ascending`, for a program's rows.
  /// Rows in descending order of their keys.
  public static var descending: RowOrder { sorted(by: >) }
}
