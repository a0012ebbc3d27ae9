import TestSupport
import Testing

@testable import Glance
@testable import GlanceCore

/// The runtime's change tracker: which cells a frame must write, given what the screen shows
/// (the pure cell diff is GlanceCore's, tested in GlanceCoreTests).
@Suite struct ChangeTrackerTests {
  @Test func trackerWritesEverythingFirstThenOnlyChangesAndAllAfterInvalidate() {
    var tracker = ChangeTracker()
    var frame = CellBuffer(width: 3, height: 2)
    #expect(tracker.changes(toPresent: frame).count == 6)
    #expect(tracker.changes(toPresent: frame).isEmpty)
    frame.write("x", x: 1, y: 1)
    #expect(tracker.changes(toPresent: frame) == [CellChange(x: 1, y: 1, cell: Cell("x"))])
    tracker.invalidate()
    #expect(tracker.changes(toPresent: frame).count == 6)
  }

  /// Random frames, sizes and invalidations: after every frame the tracker's screen equals the
  /// frame, and a screen that only ever received the listed changes (cleared on a repaint)
  /// equals it too, so no cell can be left stale. A fixed seed keeps failures reproducible.
  @Test func aScreenFollowingTheChangesAlwaysEqualsTheFrame() {
    var random = SplitMix(seed: 0x5EED)
    var tracker = ChangeTracker()
    var frame = CellBuffer(width: 7, height: 4)
    var screen = CellBuffer(width: 0, height: 0)
    let glyphs: [Character] = [" ", "a", "b", "█", "─"]
    let styles = [Style.normal, Style(.accent), Style(.accent).bold, Style(.muted)]
    for _ in 0..<2_000 {
      switch random.next() % 20 {
      case 0: frame = frame.resized(width: Int(random.next() % 9), height: Int(random.next() % 6))
      case 1: tracker.invalidate()
      default:
        for _ in 0..<Int(random.next() % 6) {
          let cell = Cell(
            glyphs[Int(random.next() % 5)], style: styles[Int(random.next() % 4)])
          frame[x: Int(random.next() % 9), y: Int(random.next() % 6)] = cell
        }
      }
      let repaint = tracker.presented?.size != frame.size
      let changes = tracker.changes(toPresent: frame)
      if repaint { screen = CellBuffer(width: frame.width, height: frame.height) }
      screen.apply(changes)
      #expect(tracker.presented == frame)
      #expect(screen == frame)
      #expect(
        changes.map { $0.y * frame.width + $0.x }
          == changes.map { $0.y * frame.width + $0.x }.sorted())
    }
  }
}
