import TestSupport
import Testing

@testable import GlanceCore

@Suite struct CellBufferTests {
  @Test func newBufferIsBlankAndTrimsToEmptyLines() {
    let buffer = CellBuffer(width: 4, height: 2)
    #expect(buffer.lines() == ["", ""])
    #expect(buffer.text == "\n")
    #expect(buffer[x: 3, y: 1] == .blank)
  }

  @Test func writeReturnsTheColumnsAdvancedAndStyles() {
    var buffer = CellBuffer(width: 10, height: 1)
    let advanced = buffer.write("abc", x: 1, y: 0, style: Style(.accent).bold)
    #expect(advanced == 3)
    #expect(buffer.text == " abc")
    #expect(buffer[x: 2, y: 0] == Cell("b", style: Style(.accent, .bold)))
    #expect(buffer[x: 0, y: 0].style == .normal)
  }

  @Test func writeClipsAtEveryEdge() {
    var buffer = CellBuffer(width: 5, height: 2)
    buffer.write("abcdef", x: 2, y: 0)  // runs off the right
    buffer.write("uvwxyz", x: -4, y: 1)  // starts off the left: shows the tail
    buffer.write("hidden", x: 0, y: -1)
    buffer.write("hidden", x: 0, y: 2)
    #expect(buffer.lines() == ["  abc", "yz"])
  }

  @Test func writeHonoursMaxWidth() {
    var buffer = CellBuffer(width: 10, height: 1)
    #expect(buffer.write("abcdef", x: 0, y: 0, maxWidth: 3) == 3)
    #expect(buffer.write("zzz", x: 5, y: 0, maxWidth: 0) == 0)
    #expect(buffer.write("zzz", x: 5, y: 0, maxWidth: -7) == 0)
    #expect(buffer.text == "abc")
  }

  @Test func writeSurvivesExtremeCoordinates() {
    var buffer = CellBuffer(width: 3, height: 3)
    for x in [Int.min, Int.min + 1, -3, 3, Int.max - 1, Int.max] {
      for y in [Int.min, -1, 1, 3, Int.max] {
        buffer.write("xyz", x: x, y: y, maxWidth: Int.max)
      }
    }
    #expect(buffer.lines() == ["", "", ""])
  }

  @Test(arguments: [(0, 0), (-5, 3), (3, -5), (Int.min, Int.min), (0, 10)])
  func degenerateSizesAreEmptyAndSafe(width: Int, height: Int) {
    var buffer = CellBuffer(width: width, height: height)
    #expect(buffer.width >= 0 && buffer.height >= 0)
    #expect(buffer.width * buffer.height == 0)
    buffer.write("abc", x: 0, y: 0)
    buffer.fill(Rect(x: -1, y: -1, width: 5, height: 5), with: Cell("#"))
    buffer[x: 0, y: 0] = Cell("x")
    #expect(buffer[x: 0, y: 0] == .blank)
    #expect(buffer.changes(since: CellBuffer(width: 1, height: 1)).isEmpty)
  }

  @Test func hugeSizesAreClampedInsteadOfAllocatingForever() {
    let wide = CellBuffer(width: Int.max, height: 1)
    #expect(wide.width == CellBuffer.maxDimension && wide.height == 1)
    let tall = CellBuffer(width: 1, height: Int.max)
    #expect(tall.width == 1 && tall.height == CellBuffer.maxDimension)
  }

  @Test func subscriptOutsideReadsBlankAndIgnoresWrites() {
    var buffer = CellBuffer(width: 2, height: 2)
    buffer[x: -1, y: 0] = Cell("a")
    buffer[x: 2, y: 0] = Cell("a")
    buffer[x: 0, y: Int.max] = Cell("a")
    #expect(buffer.text == "\n")
    #expect(buffer[x: Int.min, y: Int.max] == .blank)
  }

  @Test func fillClipsAnyRect() {
    var buffer = CellBuffer(width: 4, height: 3)
    buffer.fill(Rect(x: 2, y: 1, width: Int.max, height: Int.max), with: Cell("#"))
    buffer.fill(Rect(x: Int.min, y: Int.min, width: Int.max, height: Int.max), with: Cell("!"))
    buffer.fill(Rect(x: 1, y: 0, width: -3, height: 2), with: Cell("?"))
    #expect(buffer.lines() == ["", "  ##", "  ##"])
    buffer.fill(Rect(x: -2, y: -2, width: 3, height: 3), with: Cell("*"))
    #expect(buffer.lines() == ["*", "  ##", "  ##"])
  }

  @Test func wideCharactersTakeTwoCellsAndControlsShowAsReplacementCharacters() {
    var buffer = CellBuffer(width: 10, height: 1)
    buffer.write("a漢😀\u{7}é\t─", x: 0, y: 0)
    #expect(buffer.text == "a漢😀\u{FFFD}é\u{FFFD}─")
    #expect(buffer.cells.map(\.width) == [1, 2, 0, 2, 0, 1, 1, 1, 1, 1])
  }

  @Test func linesTrimTrailingSpacesOnly() {
    var buffer = CellBuffer(width: 8, height: 2)
    buffer.write(" a  b   ", x: 0, y: 0)
    #expect(buffer.lines() == [" a  b", ""])
  }

  @Test func resizedKeepsTheOverlap() {
    var buffer = CellBuffer(width: 3, height: 2)
    buffer.write("abc", x: 0, y: 0)
    buffer.write("def", x: 0, y: 1)
    #expect(buffer.resized(width: 2, height: 3).lines() == ["ab", "de", ""])
    #expect(buffer.resized(width: 5, height: 1).lines() == ["abc"])
  }

  @Test func styleMapsShowRolesAndAttributes() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.write("ab", x: 0, y: 0, style: Style(.title).bold)
    buffer.write("cd", x: 3, y: 0, style: Style(.muted, [.reverse, .underline]))
    #expect(buffer.roleMapLines() == ["TT.mm"])
    #expect(buffer.attributeMapLines() == ["11 cc"])
  }
}
