import Testing

@testable import ObserverModel

/// A registration keeps a dead observer's memory until it is pruned, so the table must prune
/// even when it is never notified or counted.
@Suite("Observer table pruning")
struct ObserverTablePruningTests {
  @Test func addingPrunesDeadObserversSoStorageStaysBounded() {
    var table = ObserverTable()
    let survivors = (0..<10).map { _ in NSObjectLike() }
    for survivor in survivors { table.add(survivor) }
    for _ in 0..<10_000 {
      table.add(NSObjectLike())  // dies at once: never removed, never notified
    }
    #expect(table.storedCount <= 2 * 32 + survivors.count)
    let live = table.liveCount()
    #expect(live == survivors.count)
    withExtendedLifetime(survivors) {}
  }

  @Test func removingAndAddingAgainKeepsOneRegistration() {
    var table = ObserverTable()
    let observer = NSObjectLike()
    let added = table.add(observer)
    let addedTwice = table.add(observer)
    let removed = table.remove(observer)
    let removedTwice = table.remove(observer)
    let addedAgain = table.add(observer)
    let live = table.liveCount()
    #expect(added && !addedTwice && removed && !removedTwice && addedAgain)
    #expect(live == 1)
    #expect(table.contains(observer))
  }
}

private final class NSObjectLike {}
