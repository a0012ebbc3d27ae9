import GlanceCore
import Testing

@testable import GlanceWire

/// Short gaps of unchanged cells filled so that two runs of a row become one: the screen a viewer
/// rebuilds is the same, and the frame is never longer.
@Suite struct FrameGapTests {
  private static func bytes(
    _ changes: [CellChange], size: TerminalSize, version: UInt16 = 1
  ) -> [UInt8] {
    var writer = ByteWriter()
    FrameUpdate(size: size, repaint: false, changes: changes).write(to: &writer, version: version)
    return writer.bytes
  }

  private static func rebuilt(_ before: CellBuffer, _ changes: [CellChange]) -> CellBuffer {
    var screen = before
    for change in changes { screen[x: change.x, y: change.y] = change.cell }
    return screen
  }

  @Test func aGapOfOneOrTwoPlainCellsJoinsTheRuns() {
    var before = CellBuffer(width: 20, height: 2)
    before.write("count 10  total 20", x: 0, y: 0)
    var after = before
    after.write("count 11  total 21", x: 0, y: 0)
    after.write("ab", x: 3, y: 1)
    after.write("c", x: 7, y: 1)
    let changes = after.changes(since: before)
    let joined = FrameUpdate.bridgingShortGaps(changes, on: after)
    // Row 0's two changes are 9 cells apart and stay two runs; row 1's are 2 blanks apart.
    #expect(FrameUpdate.runs(of: changes).count == 4)
    #expect(FrameUpdate.runs(of: joined).count == 3)
    #expect(Self.rebuilt(before, joined) == after)
    var closer = before
    closer.write("1", x: 2, y: 1)
    closer.write("2", x: 5, y: 1)
    let near = closer.changes(since: before)
    let nearJoined = FrameUpdate.bridgingShortGaps(near, on: closer)
    #expect(FrameUpdate.runs(of: near).count == 2)
    #expect(FrameUpdate.runs(of: nearJoined).count == 1)
    #expect(Self.rebuilt(before, nearJoined) == closer)
    #expect(
      Self.bytes(nearJoined, size: closer.size).count < Self.bytes(near, size: closer.size).count)
  }

  @Test func aGapOfThreeOrOfOtherStylesOrWideCellsStays() {
    let before = CellBuffer(width: 12, height: 1)
    var after = before
    after.write("a", x: 0, y: 0)
    after.write("b", x: 4, y: 0)
    #expect(
      FrameUpdate.runs(of: FrameUpdate.bridgingShortGaps(after.changes(since: before), on: after))
        .count == 2)
    var styled = before
    styled.write("x", x: 2, y: 0, style: Style(.accent))
    var afterStyled = styled
    afterStyled.write("a", x: 1, y: 0)
    afterStyled.write("b", x: 3, y: 0)
    let styledChanges = afterStyled.changes(since: styled)
    #expect(FrameUpdate.bridgingShortGaps(styledChanges, on: afterStyled) == styledChanges)
    // A gap in the style of the change after it is filled: that change's token moves into it.
    var afterStyledNext = styled
    afterStyledNext.write("a", x: 1, y: 0)
    afterStyledNext.write("b", x: 3, y: 0, style: Style(.accent))
    let next = afterStyledNext.changes(since: styled)
    let joinedNext = FrameUpdate.bridgingShortGaps(next, on: afterStyledNext)
    #expect(FrameUpdate.runs(of: joinedNext).count == 1)
    #expect(
      Self.bytes(joinedNext, size: styled.size).count < Self.bytes(next, size: styled.size).count)
    var wide = before
    wide.write("日", x: 5, y: 0)
    var afterWide = wide
    afterWide.write("a", x: 4, y: 0)
    afterWide.write("b", x: 7, y: 0)
    let wideChanges = afterWide.changes(since: wide)
    #expect(FrameUpdate.bridgingShortGaps(wideChanges, on: afterWide) == wideChanges)
  }

  @Test(arguments: 0..<200)
  func anyScreenIsRebuiltExactlyAndNoFrameGrows(seed: Int) throws {
    var random = SplitMix(seed: UInt64(seed))
    let size = TerminalSize(columns: 1 + Int(random.next() % 30), rows: 1 + Int(random.next() % 6))
    let alphabet = ["a", "b", " ", "日", "é", "e\u{301}", "─"]
    let styles = [Style.normal, Style(.accent), Style(.muted).bold]
    func scribble(_ screen: inout CellBuffer, writes: Int) {
      for _ in 0..<writes {
        let text = alphabet[Int(random.next() % UInt64(alphabet.count))]
        let style = styles[Int(random.next() % UInt64(styles.count))]
        screen.write(
          text, x: Int(random.next() % UInt64(size.columns)),
          y: Int(random.next() % UInt64(size.rows)), style: style)
      }
    }
    var before = CellBuffer(width: size.columns, height: size.rows)
    scribble(&before, writes: 40)
    var after = before
    scribble(&after, writes: Int(random.next() % 12))
    let changes = after.changes(since: before)
    let joined = FrameUpdate.bridgingShortGaps(changes, on: after)
    #expect(Self.rebuilt(before, joined) == after)
    for version in WireVersion.supported {
      let sent = Self.bytes(joined, size: size, version: version)
      #expect(sent.count <= Self.bytes(changes, size: size, version: version).count)
      // On a screen this small, relative runs are never longer than absolute ones; both read
      // back to the same screen.
      #expect(sent.count <= Self.bytes(joined, size: size).count)
      var reader = ByteReader(sent)
      let read = try FrameUpdate.read(from: &reader)
      #expect(Self.rebuilt(before, read.changes) == after)
    }
  }
}

/// A small deterministic generator for the property test.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
