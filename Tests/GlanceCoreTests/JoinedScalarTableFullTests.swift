import TestSupport
import Testing

@testable import GlanceCore

/// The table of joined-scalar combinations is the process's, and fills for good: the test fills
/// it in a child process of its own, so that no other test's cells meet a full table.
@Suite(.threadOfItsOwn, .timeLimit(.minutes(1))) struct JoinedScalarTableFullTests {
  /// A cell of `a` with the combining marks U+0300 + each offset joined.
  static func cell(_ offsets: [Int]) -> Cell {
    Cell(
      base: "a", joinedScalars: offsets.compactMap { Unicode.Scalar(0x300 + $0) }, isWide: false,
      style: .normal)
  }

  /// Fills the table with `capacity` combinations of three marks, then checks what cells show:
  /// the combinations already kept read back whole, and a new one shows its first mark only,
  /// never another combination's marks. Exits non-zero, naming what it saw, on a difference.
  static func fillTheTableAndCheckWhatCellsShow() {
    func check(_ cell: Cell, shows offsets: [Int], _ what: String) {
      let expected = ["a"] + offsets.compactMap { Unicode.Scalar(0x300 + $0) }
      guard cell.unicodeScalars == expected else {
        fatalError("\(what): the cell shows \(cell.unicodeScalars), not \(expected)")
      }
    }
    // 16 x 64 x 64 distinct combinations: exactly the table's capacity.
    let combinations = (0..<JoinedScalarTable.capacity).map { [$0 >> 12, $0 >> 6 & 63, $0 & 63] }
    precondition(combinations.count == 1 << 16)
    var first: Cell?
    for (index, offsets) in combinations.enumerated() {
      let cell = cell(offsets)
      check(cell, shows: offsets, "combination \(index) (the table fills)")
      if index == 0 { first = cell }
    }
    check(cell(combinations[0]), shows: combinations[0], "the first combination, again")
    check(
      cell(combinations[combinations.count - 1]), shows: combinations[combinations.count - 1],
      "the last combination, again")
    // Past the capacity, a new combination keeps its first mark, in the cell itself.
    check(cell([100, 101]), shows: [100], "a new pair in the full table")
    check(cell([101, 102, 103]), shows: [101], "a new triple in the full table")
    guard let first, cell(combinations[0]) == first, cell([100, 101]) != first else {
      fatalError("cells of a full table compare wrongly")
    }
  }

  @Test func aFullTableKeepsTheFirstMarkOfANewCombination() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      Self.fillTheTableAndCheckWhatCellsShow()
    }
    if let result, !result.standardErrorContent.isEmpty {
      print(String(decoding: result.standardErrorContent, as: UTF8.self))
    }
  }
}
