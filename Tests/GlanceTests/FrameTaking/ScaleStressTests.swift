import Foundation
import Glance
import GlanceCore
import GlanceTesting
import ObserverModel
import Synchronization
import TestSupport
import Testing

/// The scale benchmark's scenario in small (Benchmarks/measure-scale runs the full one): run in
/// every CI mode, ThreadSanitizer included, to catch races between many writers, the row feeds'
/// gates and the board's frames.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ScaleStressTests {
  nonisolated static let panels = 10
  nonisolated static let rowsPerPanel = 10
  nonisolated static let writers = 8

  /// What the writers share: each value's final count, and how many updates they wrote. The
  /// counts under the library's `Lock`, which ThreadSanitizer sees hand over (not a bare `Mutex`).
  final class Writers: Sendable {
    let finals = Lock(
      [Int](repeating: 0, count: ScaleStressTests.panels * ScaleStressTests.rowsPerPanel))
    let written = Atomic<Int>(0)
  }

  @Test func eightWritersOfAHundredValuesForTwoSecondsEndOnEveryLastValue() async {
    let board = Board("Scale")
    var drawn = [[KeyedRow<Int, Int>]](repeating: [], count: Self.panels)
    let feeds = (0..<Self.panels).map { index in
      board.panel("values \(index)").rowFeed(order: .ascending) { (rows: [KeyedRow<Int, Int>]) in
        drawn[index] = rows
        return TableWidget(
          columns: [TableColumn("key"), TableColumn("writes")],
          rows: rows.map { ["\($0.key)", "\($0.value)"] })
      }
    }
    let tester = BoardTester(board, size: TerminalSize(columns: 200, rows: 60))
    let hopsBefore = board.handoffStatistics.hops
    let shared = Writers()
    let values = Self.panels * Self.rowsPerPanel
    let finished = DispatchGroup()
    // The writers stop by themselves at `end`, and write a few values a millisecond each: under
    // ThreadSanitizer, beside the other suites on two cores, writers that waited for the main
    // actor to stop them, or kept both cores busy, starved every other test's main actor. Two
    // seconds, not five: the frames below hold the main actor for all of it, and every
    // main-actor test of the run waits meanwhile.
    let end = ContinuousClock.now + .seconds(2)
    for writer in 0..<Self.writers {
      finished.enter()
      Thread {
        let owned = Array(values * writer / Self.writers..<values * (writer + 1) / Self.writers)
        var counts = [Int](repeating: 0, count: owned.count)
        var next = 0
        while ContinuousClock.now < end {
          for _ in 0..<4 {
            counts[next] += 1
            let value = owned[next]
            feeds[value / Self.rowsPerPanel].set(counts[next], for: value % Self.rowsPerPanel)
            next = (next + 1) % owned.count
          }
          shared.written.add(4, ordering: .relaxed)
          usleep(1_000)
        }
        shared.finals.withLock { finals in
          for (slot, value) in owned.enumerated() { finals[value] = counts[slot] }
        }
        finished.leave()
      }.start()
    }
    // Frames are composed on the virtual clock while the writers write in real time.
    var frames = 0
    while ContinuousClock.now < end {
      await tester.advance(by: frameInterval)
      frames += 1
    }
    await boundedWait("the writers to stop") { done in
      DispatchQueue.global().async {
        finished.wait()
        done.resume()
      }
    }
    await tester.advance(by: frameInterval)
    await tester.advance(by: frameInterval)
    let finals = shared.finals.withLock { $0 }
    for panel in 0..<Self.panels {
      let expected = (0..<Self.rowsPerPanel).map {
        KeyedRow(key: $0, value: finals[panel * Self.rowsPerPanel + $0])
      }
      #expect(drawn[panel] == expected, "panel \(panel)")
    }
    #expect(shared.written.load(ordering: .relaxed) > 1_000)
    // At most one hop a frame for each panel, whatever the writers' rate.
    #expect(board.handoffStatistics.hops - hopsBefore <= (frames + 2) * Self.panels)
  }
}
