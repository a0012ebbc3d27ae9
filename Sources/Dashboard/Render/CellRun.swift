/// Adjacent changed cells on one row that share a style: one attribute switch and one string
/// write for the backend instead of one call per cell.
struct CellRun: Hashable, Sendable {
  /// Column of the first cell.
  var x: Int
  /// Row.
  var y: Int
  /// The style every cell of the run has.
  var style: Style
  /// The characters, one per column.
  var text: String

  /// Groups `changes` (in the row-major order ``CellBuffer/changes(since:)`` produces) into
  /// runs of horizontally adjacent cells with equal styles. Writing the runs in order has the
  /// same effect as writing the changes one by one.
  static func group(_ changes: [CellChange]) -> [CellRun] {
    var runs: [CellRun] = []
    for change in changes {
      if var last = runs.last, last.y == change.y, last.style == change.cell.style,
        last.x + last.text.count == change.x
      {
        last.text.append(change.cell.character)
        runs[runs.count - 1] = last
      } else {
        runs.append(
          CellRun(
            x: change.x, y: change.y, style: change.cell.style, text: String(change.cell.character))
        )
      }
    }
    return runs
  }
}
