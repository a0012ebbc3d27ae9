import TestSupport
import Testing

@testable import Glance
@testable import GlanceCore

/// The runtime's screen diff: which cells a frame must write, given what the screen shows
/// (the pure cell diff is GlanceCore's, tested in GlanceCoreTests).
@Suite struct ScreenDiffTests {
  @Test func diffWritesEverythingFirstThenOnlyChangesAndAllAfterInvalidate() {
    var diff = ScreenDiff()
    var frame = CellBuffer(width: 3, height: 2)
    #expect(diff.changes(toPresent: frame).count == 6)
    #expect(diff.changes(toPresent: frame).isEmpty)
    frame.write("x", x: 1, y: 1)
    #expect(diff.changes(toPresent: frame) == [CellChange(x: 1, y: 1, cell: Cell("x"))])
    diff.invalidate()
    #expect(diff.changes(toPresent: frame).count == 6)
  }

  /// Random frames, sizes and invalidations: after every frame the diff's screen equals the
  /// frame, and a screen that only ever received the listed changes (cleared on a repaint)
  /// equals it too, so no cell can be left stale. A fixed seed keeps failures reproducible.
  @Test func aScreenFollowingTheChangesAlwaysEqualsTheFrame() {
    var random = SplitMix(seed: 0x5EED)
    var diff = ScreenDiff()
    var frame = CellBuffer(width: 7, height: 4)
    var screen = CellBuffer(width: 0, height: 0)
    let glyphs: [Character] = [" ", "a", "b", "█", "─"]
    let styles = [Style.normal, Style(.accent), Style(.accent).bold, Style(.muted)]
    for _ in 0..<2_000 {
      switch random.next() % 20 {
      case 0: frame = frame.resized(width: Int(random.next() % 9), height: Int(random.next() % 6))
      case 1: diff.invalidate()
      default:
        for _ in 0..<Int(random.next() % 6) {
          let cell = Cell(
            glyphs[Int(random.next() % 5)], style: styles[Int(random.next() % 4)])
          frame[x: Int(random.next() % 9), y: Int(random.next() % 6)] = cell
        }
      }
      let repaint = diff.presented?.size != frame.size
      let changes = diff.changes(toPresent: frame)
      if repaint { screen = CellBuffer(width: frame.width, height: frame.height) }
      screen.apply(changes)
      #expect(diff.presented == frame)
      #expect(screen == frame)
      #expect(
        changes.map { $0.y * frame.width + $0.x }
          == changes.map { $0.y * frame.width + $0.x }.sorted())
    }
  }
}
