import GlanceCore
import GlanceTerminal
import Testing

@testable import Glance

/// A frame reads its thread's CPU time only when the run writes a statistics file: otherwise
/// its CPU figures are zero and it costs no system call.
@MainActor
struct FramePipelineTests {
  /// Shows `frames` frames of a changing board through a pipeline; returns the last report.
  func lastReport(measuresCPU: Bool, frames: Int = 50) -> FrameReport? {
    var pipeline = FramePipeline(
      backend: MemoryScreen(size: TerminalSize(columns: 120, rows: 40)),
      compositor: BoardCompositor(
        context: RenderContext(glyphs: .unicode, colorEnabled: true)),
      measuresCPU: measuresCPU)
    var frame = BoardFrame(size: TerminalSize(columns: 120, rows: 40), title: "Pipeline")
    var report: FrameReport?
    var cpu = Duration.zero
    for step in 0..<frames {
      frame.programStatus = "step \(step)"
      let shown = pipeline.show(frame)
      cpu += shown.cpu
      report = shown
    }
    report?.cpu = cpu
    return report
  }

  @Test func withoutAStatisticsFileFramesReadNoCPUTime() {
    let report = lastReport(measuresCPU: false)
    #expect(report?.cpu == .zero)
    #expect(report?.composingCPU == .zero)
  }

  @Test func withOneTheyDo() {
    let report = lastReport(measuresCPU: true)
    #expect((report?.cpu ?? .zero) > .zero)
  }
}
