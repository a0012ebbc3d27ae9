import Foundation
import Glance
import GlanceCore
import GlanceTesting
import ObserverModel
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RowBindingTests {
  /// Rows as `key=value` lines.
  static func lines(_ rows: [KeyedRow<String, Int>]) -> TextWidget {
    TextWidget(rows.map { "\($0.key)=\($0.value)" })
  }

  /// The `key=value` lines the screen shows, top to bottom.
  static func shownRows(_ tester: BoardTester) -> [String] {
    tester.lines.compactMap { line in
      // Border glyphs are not ASCII: split on them as on spaces.
      line.split { $0 == " " || !$0.isASCII }.first { $0.contains("=") }.map(String.init)
    }
  }

  @Test func dictionaryRowsAppearUpdateAndDisappearInKeyOrder() async {
    let depths = Observer(["mail": 4, "jobs": 2])
    let board = Board("Rows")
    board.panel("queues").showRows(of: depths, order: .ascending) { Self.lines($0) }
    let tester = BoardTester(board)
    await tester.settle()
    #expect(Self.shownRows(tester) == ["jobs=2", "mail=4"])
    depths.update(["mail": 5, "jobs": 2, "audit": 9])
    await tester.advance(by: frameInterval)
    #expect(Self.shownRows(tester) == ["audit=9", "jobs=2", "mail=5"])
    depths.update(["mail": 5])
    await tester.advance(by: frameInterval)
    #expect(Self.shownRows(tester) == ["mail=5"])
  }

  @Test func dictionaryRowsFollowValuesOnlyChangesAndChangedKeysWithoutSortingForValues() async {
    let depths = Observer(["b": 2, "a": 1])
    let board = Board("Rows")
    var comparisons = 0
    let order = RowOrder<String>.sorted {
      comparisons += 1
      return $0 > $1
    }
    board.panel("queues").showRows(of: depths, order: order) { Self.lines($0) }
    let tester = BoardTester(board)
    await tester.settle()
    #expect(Self.shownRows(tester) == ["b=2", "a=1"])
    // The same keys with new values: new rows, in the order already worked out.
    let sorted = comparisons
    depths.update(["a": 5, "b": 6])
    await tester.advance(by: frameInterval)
    #expect(Self.shownRows(tester) == ["b=6", "a=5"])
    #expect(comparisons == sorted)
    // As many keys, one of them new: sorted again.
    depths.update(["a": 5, "c": 7])
    await tester.advance(by: frameInterval)
    #expect(Self.shownRows(tester) == ["c=7", "a=5"])
    // Keys removed, then added.
    depths.update(["c": 8])
    await tester.advance(by: frameInterval)
    #expect(Self.shownRows(tester) == ["c=8"])
    depths.update(["d": 1, "c": 8, "a": 0])
    await tester.advance(by: frameInterval)
    #expect(Self.shownRows(tester) == ["d=1", "c=8", "a=0"])
    depths.update(["d": 2, "c": 9, "a": 3])
    await tester.advance(by: frameInterval)
    #expect(Self.shownRows(tester) == ["d=2", "c=9", "a=3"])
  }

  @Test func aGivenOrderShowsTheListedKeysInThatOrder() async {
    let depths = Observer(["a": 1, "b": 2, "c": 3])
    let board = Board("Rows")
    board.panel("queues").showRows(of: depths, order: .given(["c", "x", "a"])) { Self.lines($0) }
    let tester = BoardTester(board)
    await tester.settle()
    #expect(Self.shownRows(tester) == ["c=3", "a=1"])
    depths.update(["x": 7, "a": 1])
    await tester.advance(by: frameInterval)
    #expect(Self.shownRows(tester) == ["x=7", "a=1"])
  }

  @Test func keyedObserversFeedRowsThatAppearUpdateAndDisappear() async {
    let queues = QueueDepths()
    let board = Board("Rows")
    let rows = DepthRows(
      rows: board.panel("queues").rowFeed(order: .descending) { Self.lines($0) })
    queues.addKeyedObserver(keys: ["mail", "jobs", "audit"], rows)
    let tester = BoardTester(board)
    await boundedWait("a worker's keyed notifications") { done in
      Thread {
        queues.set("mail", depth: 1)
        queues.set("jobs", depth: 2)
        queues.set("mail", depth: 3)
        queues.set("other", depth: 9)  // no observer registered for this key
        done.resume()
      }.start()
    }
    #expect(await tester.settle(until: { Self.shownRows(tester) == ["mail=3", "jobs=2"] }))
    queues.close("mail")
    queues.set("audit", depth: 0)
    await tester.settle()
    #expect(Self.shownRows(tester) == ["jobs=2", "audit=0"])
    rows.rows.removeAll()
    queues.set("jobs", depth: 6)
    await tester.advance(by: frameInterval)
    #expect(Self.shownRows(tester) == ["jobs=6"])
    await tester.advance(by: frameInterval)
    queues.set("jobs", depth: 7)
    await tester.settle()
    #expect(Self.shownRows(tester) == ["jobs=7"])
    withExtendedLifetime(rows) {}
  }

  @Test func manyKeysWrittenFastCostTheMainActorOneHopAndEndOnTheirLastValues() async {
    let board = Board("Rows")
    var shown: [KeyedRow<Int, Int>] = []
    let feed = board.panel("keys").rowFeed(order: .ascending) { (rows: [KeyedRow<Int, Int>]) in
      shown = rows
      return TextWidget(["\(rows.count) rows"])
    }
    let tester = BoardTester(board)
    await tester.settle()
    let hopsBefore = board.handoffStatistics.hops
    // 50 rounds (5 under a sanitizer, where the main actor would be held for seconds).
    let rounds = scaledForSanitizer(50)
    whileMainActorIsBusy("\(rounds) rounds over 1,000 keys from two threads", threads: 2) {
      thread in
      for round in 0..<rounds {
        for key in 0..<1_000 { feed.set(round * 10 + thread, for: key) }
      }
    }
    feed.remove(999)  // joins the hop the writers left pending
    await tester.settle()
    #expect(board.handoffStatistics.hops - hopsBefore == 1)
    #expect(shown.map(\.key) == Array(0..<999))
    // Each key's last write is its thread's last round: 10 × that round from thread 0, one
    // more from thread 1.
    let last = (rounds - 1) * 10
    #expect(shown.allSatisfy { $0.value == last || $0.value == last + 1 })
    #expect(tester.text.contains("999 rows"))
  }
}

/// A keyed observable, as the seed programs write one: observers register for queue names.
final class QueueDepths: KeyedObservableThreadSafeClass, @unchecked Sendable {
  func set(_ queue: String, depth: Int) {
    withKeyedObservers(key: queue) { (queue, observer: DepthObserver) in
      observer.depthChanged(queue, to: depth)
    }
  }

  func close(_ queue: String) {
    withKeyedObservers(key: queue) { (queue, observer: DepthObserver) in
      observer.queueClosed(queue)
    }
  }
}

protocol DepthObserver: AnyObject {
  func depthChanged(_ queue: String, to depth: Int)
  func queueClosed(_ queue: String)
}

/// A keyed observer that shows what it hears in a panel, one row per queue.
final class DepthRows: DepthObserver {
  let rows: RowFeed<String, Int>
  init(rows: RowFeed<String, Int>) { self.rows = rows }
  func depthChanged(_ queue: String, to depth: Int) { rows.set(depth, for: queue) }
  func queueClosed(_ queue: String) { rows.remove(queue) }
}
