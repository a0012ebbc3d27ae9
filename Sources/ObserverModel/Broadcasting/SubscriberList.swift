/// The subscribers of a ``BroadcastHub`` in subscription order, with O(1) amortised add and
/// remove at any size.
///
/// Ids are monotonic, so the `ids` column stays sorted: removal finds a subscriber by binary
/// search and leaves a tombstone (`nil`) in its slot. Tombstones at the end are dropped at once;
/// the others are squeezed out in one pass once they outnumber the live subscribers.
///
/// `slots` is also the delivery snapshot: a round copies the array (a retain) and skips the
/// tombstones; a change made while a round holds it copies the array once.
@usableFromInline
struct SubscriberList<Subscriber: AnyObject> {
  /// The id of each slot, ascending. A removed subscriber's id stays until its slot is dropped.
  @usableFromInline var ids: [UInt64] = []
  /// The subscribers, slot for slot with `ids`; `nil` marks one that was removed.
  @usableFromInline var slots: [Subscriber?] = []
  /// The number of slots that hold a subscriber.
  @usableFromInline var count = 0

  /// Fewer tombstones than this are never compacted, so small lists do not churn.
  @usableFromInline static var compactionThreshold: Int { 32 }

  @inlinable init() {}

  /// The number of tombstones waiting to be compacted.
  @inlinable var tombstoneCount: Int { slots.count - count }

  /// Adds `subscriber` after all others. `id` must be greater than every id added before.
  @inlinable mutating func append(_ subscriber: Subscriber, id: UInt64) {
    assert(ids.last.map { $0 < id } ?? true, "subscriber ids must increase")
    ids.append(id)
    slots.append(subscriber)
    count += 1
  }

  /// Removes the subscriber with `id` and returns it (for the caller to release outside its
  /// lock), or `nil` when there is none.
  @inlinable mutating func remove(id: UInt64) -> Subscriber? {
    guard let index = slotIndex(of: id), let removed = slots[index] else { return nil }
    slots[index] = nil
    count -= 1
    if index == slots.count - 1 {
      dropTrailingTombstones()
    } else if tombstoneCount > count, tombstoneCount >= Self.compactionThreshold {
      compact()
    }
    return removed
  }

  /// The slot that holds (or held) `id`.
  @inlinable func slotIndex(of id: UInt64) -> Int? {
    var low = 0
    var high = ids.count
    while low < high {
      let middle = low &+ (high &- low) / 2
      if ids[middle] < id { low = middle &+ 1 } else { high = middle }
    }
    return low < ids.count && ids[low] == id ? low : nil
  }

  @inlinable mutating func dropTrailingTombstones() {
    var end = slots.count
    while end > 0, slots[end - 1] == nil { end -= 1 }
    slots.removeSubrange(end...)
    ids.removeSubrange(end...)
  }

  /// Squeezes out every tombstone in one pass, keeping the order of the live subscribers.
  @inlinable mutating func compact() {
    var kept = 0
    for index in slots.indices where slots[index] != nil {
      if kept != index {
        slots.swapAt(kept, index)
        ids[kept] = ids[index]
      }
      kept += 1
    }
    slots.removeSubrange(kept...)
    ids.removeSubrange(kept...)
  }
}
