import GlanceCore
import GlanceTerminal
import Testing

/// The in-memory backend on its own, through the protocol a runtime writes to.
@Suite struct MemoryScreenTests {
  @Test func usableThroughTheProtocol() {
    let backend: any TerminalBackend = MemoryScreen(columns: 2, rows: 1)
    backend.write([CellChange(x: 1, y: 0, cell: Cell("z"))], repaint: false)
    #expect(backend.size.description == "2x1")
    #expect((backend as? MemoryScreen)?.lines() == [" z"])
  }
}
