import GlanceCore
import GlanceTerminal
import Testing

@testable import Glance

/// What the runtime promises a backend of the user's (``TerminalBackend``): each frame is one
/// `write` of the changed cells, in row-major order, then one `flush`; every cell after a repaint.
@MainActor
@Suite struct BackendContractTests {
  /// A backend that records the calls it gets.
  final class RecordingBackend: TerminalBackend {
    var size = TerminalSize(columns: 4, rows: 2)
    var calls: [String] = []
    var lastChanges: [CellChange] = []

    func write(_ changes: [CellChange], repaint: Bool) {
      calls.append("write \(changes.count)\(repaint ? " repaint" : "")")
      lastChanges = changes
    }

    func flush() { calls.append("flush") }
  }

  private func frame(_ text: String, columns: Int = 4, rows: Int = 2) -> CellBuffer {
    var buffer = CellBuffer(width: columns, height: rows)
    _ = buffer.write(text, x: 0, y: 0)
    return buffer
  }

  @Test func eachFrameIsOneWriteOfTheChangedCellsThenOneFlush() {
    let backend = RecordingBackend()
    var presenter = FramePresenter(backend: backend)
    presenter.present(frame("ab"))
    presenter.present(frame("ab"))
    presenter.present(frame("ax"))
    #expect(backend.calls == ["write 8 repaint", "flush", "write 0", "flush", "write 1", "flush"])
    #expect(backend.lastChanges.map { "\($0.x),\($0.y) \($0.cell.scalar)" } == ["1,0 x"])
  }

  @Test func invalidatingAndResizingRepaintEveryCell() {
    let backend = RecordingBackend()
    var presenter = FramePresenter(backend: backend)
    presenter.present(frame("ab"))
    presenter.invalidate()
    presenter.present(frame("ab"))
    backend.size = TerminalSize(columns: 3, rows: 3)
    presenter.present(frame("ab"))
    #expect(
      backend.calls == [
        "write 8 repaint", "flush", "write 8 repaint", "flush", "write 9 repaint", "flush",
      ])
    #expect(backend.lastChanges.map(\.y) == [0, 0, 0, 1, 1, 1, 2, 2, 2])
  }
}
