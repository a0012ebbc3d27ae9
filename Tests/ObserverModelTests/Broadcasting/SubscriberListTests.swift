import Testing

@testable import ObserverModel

/// A subscriber stand-in that remembers its own id.
private final class Entry {
  let id: UInt64
  init(_ id: UInt64) { self.id = id }
}

extension SubscriberList {
  /// The subscriber with `id`, if it is still in the list.
  fileprivate func subscriber(id: UInt64) -> Subscriber? {
    slotIndex(of: id).flatMap { slots[$0] }
  }

  /// The live subscribers in order.
  fileprivate var subscribers: [Subscriber] { slots.compactMap { $0 } }
}

private func makeList(_ count: Int) -> SubscriberList<Entry> {
  var list = SubscriberList<Entry>()
  for id in 0..<UInt64(count) { list.append(Entry(id), id: id) }
  return list
}

@Suite struct SubscriberListTests {
  @Test func keepsSubscribersInTheOrderTheyWereAdded() {
    let list = makeList(5)
    #expect(list.subscribers.map(\.id) == [0, 1, 2, 3, 4])
    #expect(list.count == 5)
    #expect(list.subscriber(id: 3)?.id == 3)
  }

  @Test func removalLeavesATombstoneAndFindsNothingTheSecondTime() {
    var list = makeList(5)
    #expect(list.remove(id: 2)?.id == 2)
    #expect(list.slots.count == 5)
    #expect(list.slots[2] == nil)
    #expect(list.tombstoneCount == 1)
    #expect(list.remove(id: 2) == nil)
    #expect(list.remove(id: 99) == nil)
    #expect(list.subscribers.map(\.id) == [0, 1, 3, 4])
    #expect(list.count == 4)
  }

  @Test func trailingTombstonesAreDroppedAtOnce() {
    var list = makeList(6)
    _ = list.remove(id: 3)
    _ = list.remove(id: 4)
    #expect(list.slots.count == 6)
    _ = list.remove(id: 5)  // the last slot: it and the tombstones before it go
    #expect(list.slots.count == 3)
    #expect(list.ids == [0, 1, 2])
    #expect(list.tombstoneCount == 0)
  }

  @Test func subscribeAndDisposeAtTheEndNeverGrowsTheList() {
    var list = makeList(10)
    for id in UInt64(10)..<1_010 {
      list.append(Entry(id), id: id)
      _ = list.remove(id: id)
    }
    #expect(list.slots.count == 10)
    #expect(list.subscribers.map(\.id) == Array(0..<10))
  }

  @Test func tombstonesAreCompactedOnceTheyOutnumberLiveSubscribers() {
    let size = 4 * SubscriberList<Entry>.compactionThreshold
    var list = makeList(size)
    let survivor = UInt64(size - 1)  // keeps the tombstones from trailing
    var removed: [UInt64] = []
    for id in 0..<survivor {
      _ = list.remove(id: id)
      removed.append(id)
      if list.tombstoneCount == 0 { break }
    }
    #expect(removed.count == size / 2 + 1)
    // The removal that made tombstones outnumber the live ones compacted the list.
    #expect(list.tombstoneCount == 0)
    #expect(list.slots.count == list.count)
    #expect(list.ids == Array(UInt64(removed.count)..<UInt64(size)))
    #expect(list.subscribers.map(\.id) == list.ids)
    // Ids stay findable after compaction moved them.
    for id in list.ids { #expect(list.subscriber(id: id)?.id == id) }
    #expect(list.subscriber(id: removed[0]) == nil)
  }

  @Test func fewTombstonesAreNotCompacted() {
    var list = makeList(SubscriberList<Entry>.compactionThreshold)
    for id in stride(from: UInt64(0), to: UInt64(list.slots.count - 1), by: 1) {
      _ = list.remove(id: id)
    }
    // All but the last are tombstones, but fewer than the threshold: left in place.
    #expect(list.count == 1)
    #expect(list.tombstoneCount == SubscriberList<Entry>.compactionThreshold - 1)
  }

  @Test func aRoundsSnapshotIsUnaffectedByRemovalAndCompaction() {
    let size = 4 * SubscriberList<Entry>.compactionThreshold
    var list = makeList(size)
    let snapshot = list.slots  // what a round in progress holds
    for id in 0..<UInt64(size - 1) { _ = list.remove(id: id) }
    list.append(Entry(UInt64(size)), id: UInt64(size))
    #expect(snapshot.count == size)
    #expect(snapshot.map { $0?.id } == Array(0..<UInt64(size)))
    #expect(list.subscribers.map(\.id) == [UInt64(size - 1), UInt64(size)])
  }

  @Test func appendingAfterASnapshotLeavesTheSnapshotAlone() {
    var list = makeList(3)
    let snapshot = list.slots
    list.append(Entry(3), id: 3)
    #expect(snapshot.count == 3)
    #expect(list.slots.count == 4)
  }
}
