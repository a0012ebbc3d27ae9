import Glance
import GlanceCore
import GlanceTesting
import Testing

/// Key actions from a table of stored closures, as a program keeps them, compile in Swift 6
/// with no `@Sendable` and run on the press.
@MainActor
struct StoredClosureKeyTests {
  final class Counter {
    var value = 0
  }

  @Test func aKeyTableOfStoredClosuresBindsAndRuns() {
    let board = Board("Keys")
    let counter = Counter()
    let table: [(Character, String, () -> Void)] = [
      ("a", "add one", { counter.value += 1 }),
      ("b", "add ten", { counter.value += 10 }),
    ]
    for (key, description, action) in table { board.key(key, description, action) }
    let tester = BoardTester(board)
    tester.press(.character("a"), .character("b"), .character("b"))
    #expect(counter.value == 21)
  }
}
