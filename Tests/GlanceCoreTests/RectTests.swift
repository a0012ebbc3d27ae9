import TestSupport
import Testing

@testable import GlanceCore

@Suite struct RectTests {
  @Test func negativeSizesBecomeEmpty() {
    let rect = Rect(x: 3, y: 4, width: -2, height: 5)
    #expect(rect.width == 0 && rect.isEmpty)
    var mutated = Rect(width: 3, height: 3)
    mutated.height = -9
    #expect(mutated.height == 0)
  }

  @Test func edgesSaturateInsteadOfOverflowing() {
    let rect = Rect(x: Int.max - 1, y: Int.min, width: Int.max, height: Int.max)
    #expect(rect.maxX == Int.max)
    #expect(rect.maxY == -1)
    #expect(!rect.contains(x: 0, y: 0))
  }

  @Test func intersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 5)
    #expect(
      a.intersection(Rect(x: 5, y: 2, width: 10, height: 10))
        == Rect(x: 5, y: 2, width: 5, height: 3))
    #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)).isEmpty)
    #expect(a.intersection(Rect(x: Int.min, y: Int.min, width: Int.max, height: Int.max)).isEmpty)
    #expect(
      a.intersection(Rect(x: -Int.max, y: -3, width: Int.max, height: Int.max))
        == Rect(x: 0, y: 0, width: 0, height: 5))
  }

  @Test func insetShrinksAndNeverGoesNegative() {
    let rect = Rect(x: 2, y: 2, width: 10, height: 4)
    #expect(rect.inset(by: 1) == Rect(x: 3, y: 3, width: 8, height: 2))
    #expect(rect.inset(dx: 2, dy: 0) == Rect(x: 4, y: 2, width: 6, height: 4))
    #expect(rect.inset(by: 3).isEmpty)
    #expect(rect.inset(by: Int.max).isEmpty)
    #expect(
      rect.inset(top: 1, left: 0, bottom: 0, right: 9) == Rect(x: 2, y: 3, width: 1, height: 3))
  }

  @Test func centeredAndEdges() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 5)
    #expect(rect.centered(width: 4, height: 1) == Rect(x: 3, y: 2, width: 4, height: 1))
    #expect(rect.centered(width: 40, height: 40) == rect)
    #expect(rect.top(2) == Rect(x: 0, y: 0, width: 10, height: 2))
    #expect(rect.bottom(1) == Rect(x: 0, y: 4, width: 10, height: 1))
    #expect(rect.bottom(99) == rect)
  }
}

@Suite struct LayoutTests {
  let area = Rect(x: 10, y: 5, width: 20, height: 8)

  @Test func fixedThenFill() {
    #expect(
      area.rows([.fixed(3), .fill, .fixed(1)]) == [
        Rect(x: 10, y: 5, width: 20, height: 3), Rect(x: 10, y: 8, width: 20, height: 4),
        Rect(x: 10, y: 12, width: 20, height: 1),
      ])
  }

  @Test func fractionsAndRatios() {
    #expect(
      Layout(.horizontal, [.fraction(0.5), .ratio(1, 4), .fill]).lengths(for: 20) == [10, 5, 5])
    #expect(
      Layout(.horizontal, [.ratio(1, 3), .ratio(1, 3), .fill]).lengths(for: 10) == [3, 3, 4])
    #expect(
      Layout(.horizontal, [.ratio(1, 0), .fraction(.nan), .fraction(-1)]).lengths(for: 10) == [
        0, 0, 0,
      ])
    #expect(Layout(.horizontal, [.fraction(7), .fixed(2)]).lengths(for: 10) == [10, 0])
  }

  @Test func fillsShareByWeightAndRemainderGoesToTheEarliest() {
    #expect(Layout(.horizontal, [.fill(1), .fill(1), .fill(1)]).lengths(for: 10) == [4, 3, 3])
    #expect(Layout(.horizontal, [.fill(1), .fill(3)]).lengths(for: 8) == [2, 6])
    #expect(Layout(.horizontal, [.fill(0), .fill(2)]).lengths(for: 5) == [0, 5])
  }

  @Test func spacingSitsBetweenPieces() {
    #expect(
      area.columns([.fixed(5), .fill], spacing: 2) == [
        Rect(x: 10, y: 5, width: 5, height: 8), Rect(x: 17, y: 5, width: 13, height: 8),
      ])
  }

  @Test func overfullLayoutsShrinkLaterPiecesAndStayInside() {
    let pieces = area.columns([.fixed(15), .fixed(15), .fill, .fixed(Int.max)], spacing: 1)
    #expect(pieces.map(\.width) == [15, 2, 0, 0])
    for piece in pieces {
      #expect(piece.x >= area.x && piece.maxX <= area.maxX)
    }
  }

  @Test func piecesNeverOverlapOrEscapeForManySizes() {
    let constraints: [Layout.Constraint] = [
      .fixed(3), .fraction(0.25), .fill(2), .ratio(1, 3), .fill, .fixed(1),
    ]
    for length in [0, 1, 2, 5, 9, 17, 80, 1000, Int.max] {
      for spacing in [0, 1, 3] {
        let rect = Rect(x: 0, y: 0, width: length, height: 1)
        let pieces = rect.columns(constraints, spacing: spacing)
        #expect(pieces.count == constraints.count)
        for (left, right) in zip(pieces, pieces.dropFirst()) {
          #expect(left.maxX <= right.x, "overlap at length \(length)")
        }
        #expect(pieces.allSatisfy { $0.x >= 0 && $0.maxX <= rect.maxX })
      }
    }
  }

  @Test func emptyConstraintsGiveNoPieces() {
    #expect(area.rows([]).isEmpty)
  }
}
