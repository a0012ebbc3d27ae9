import Testing

@testable import GlanceCore
@testable import GlanceTerminal

/// The backend's change tracker (GlanceTerminal), kept with the dashboard's tests when the pure
/// diff tests moved to GlanceCoreTests.
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
}
