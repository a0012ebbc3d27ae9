import Testing

@testable import GlanceCore

/// Inputs the widgets fuzzer (Tests/Fuzz/GlanceCore) found breaking a rule, kept as tests.
@Suite struct FuzzRegressionTests {
  /// A sweeping sparkline's cursor came from `total - shown + offset`, which overflowed (a
  /// crash) for a total near `Int.min`.
  @Test(arguments: [Int.min, Int.min + 1, Int.max, -1])
  func sweepingSparklineTakesAnyTotal(total: Int) {
    var buffer = CellBuffer(width: 4, height: 1)
    SparklineWidget([1, 2, 3], layout: .sweeping(total: total)).render(
      into: &buffer, area: buffer.bounds, context: .plain)
    #expect(buffer.cells.filter { $0.character != " " }.count == 3)
  }
}
