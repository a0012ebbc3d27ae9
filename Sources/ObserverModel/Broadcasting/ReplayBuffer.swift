/// The values a ``BroadcastHub`` keeps for subscribers that join later: nothing, the last
/// `capacity` values (a ring, so a full buffer never allocates), or everything.
@usableFromInline
struct ReplayBuffer<Element> {
  /// `nil` keeps every value.
  @usableFromInline let capacity: Int?
  @usableFromInline var storage: [Element] = []
  /// Index of the oldest value once a bounded buffer is full.
  @usableFromInline var oldest = 0

  init(capacity: Int?) {
    self.capacity = capacity.map { max(0, $0) }
    if let capacity = self.capacity, capacity > 0, capacity <= 64 {
      storage.reserveCapacity(capacity)
    }
  }

  @inlinable var count: Int { storage.count }

  /// The most recent value.
  @inlinable var last: Element? {
    guard !storage.isEmpty else { return nil }
    return oldest == 0 ? storage[storage.count - 1] : storage[oldest - 1]
  }

  @inlinable @inline(__always) mutating func append(_ element: Element) {
    guard let capacity else {
      storage.append(element)
      return
    }
    if storage.count < capacity {
      storage.append(element)
    } else if capacity > 0 {
      storage[oldest] = element
      oldest += 1  // not `% capacity`: a division on every broadcast of a full buffer
      if oldest == capacity { oldest = 0 }
    }
  }

  /// Drops every value.
  mutating func removeAll() {
    storage = []
    oldest = 0
  }

  /// The last `limit` values, oldest first.
  @inlinable func suffix(_ limit: Int) -> [Element] {
    let wanted = min(max(0, limit), storage.count)
    guard wanted > 0 else { return [] }
    if oldest == 0 { return Array(storage.suffix(wanted)) }
    var result: [Element] = []
    result.reserveCapacity(wanted)
    for offset in (storage.count - wanted)..<storage.count {
      result.append(storage[(oldest + offset) % storage.count])
    }
    return result
  }
}
