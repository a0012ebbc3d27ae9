import Testing

@testable import GlanceCore

@Suite struct DiffTests {
  @Test func identicalBuffersHaveNoChanges() {
    var buffer = CellBuffer(width: 5, height: 3)
    buffer.write("hello", x: 0, y: 1)
    #expect(buffer.changes(since: buffer).isEmpty)
  }

  @Test func changesListExactlyTheDifferingCellsInRowMajorOrder() {
    var before = CellBuffer(width: 4, height: 3)
    before.write("abcd", x: 0, y: 0)
    var after = before
    after[x: 3, y: 2] = Cell("z")
    after[x: 1, y: 0] = Cell("B")
    after[x: 2, y: 0] = Cell("c", style: Style(.accent))  // same character, new style
    #expect(
      after.changes(since: before) == [
        CellChange(x: 1, y: 0, cell: Cell("B")),
        CellChange(x: 2, y: 0, cell: Cell("c", style: Style(.accent))),
        CellChange(x: 3, y: 2, cell: Cell("z")),
      ])
  }

  @Test func applyingChangesReproducesTheNewFrame() {
    var before = CellBuffer(width: 6, height: 2)
    before.write("abcdef", x: 0, y: 0)
    var after = CellBuffer(width: 6, height: 2)
    after.write("abXdef", x: 0, y: 0)
    after.write("second", x: 0, y: 1, style: Style(.muted))
    var screen = before
    for change in after.changes(since: before) {
      screen[x: change.x, y: change.y] = change.cell
    }
    #expect(screen == after)
  }

  @Test func differentSizesListEveryCell() {
    let small = CellBuffer(width: 2, height: 2)
    let large = CellBuffer(width: 3, height: 2)
    #expect(large.changes(since: small).count == 6)
    #expect(small.changes(since: large).count == 4)
    #expect(large.allCells().count == 6)
  }
}
