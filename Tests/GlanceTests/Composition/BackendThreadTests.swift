import CAllocationCounter
import Dispatch
import Foundation
import GlanceCore
import GlanceTerminal
import ObserverModel
import Testing

@testable import Glance

/// Handing a frame to a screen's thread allocates nothing on the thread that hands it over: the
/// main loop hands one to the terminal and to every viewer each frame, and an allocation there
/// (a dispatch continuation, which the worker thread that runs it keeps in its cache) makes the
/// program's memory climb for minutes when many viewers are attached.
@Suite struct BackendThreadTests {
  @Test(
    .enabled(
      if: allocation_counter_is_counting(),
      "allocations are not counted here: AddressSanitizer and ThreadSanitizer replace malloc"))
  func handingOverAFrameAllocatesNothing() {
    let size = TerminalSize(columns: 40, rows: 10)
    let screen = BackendThread(
      backend: MemoryScreen(size: size),
      compositor: BoardCompositor(context: RenderContext(glyphs: .unicode, colorEnabled: true)))
    let frame = BoardFrame(size: size, title: "Handover")
    let shownFrames = DispatchSemaphore(value: 0)
    let shown: @Sendable (FrameReport) -> Void = { _ in shownFrames.signal() }
    let rounds = 200
    let counted = Lock<(allocations: UInt64, timedOut: Bool)?>(nil)
    let finished = DispatchSemaphore(value: 0)
    // A thread of its own that runs no dispatch block: its cache of continuations stays empty,
    // so one allocated to hand a frame over is counted here.
    let thread = Thread {
      var timedOut = false
      func handOver() {
        screen.present(frame, shown: shown)
        if shownFrames.wait(timeout: .now() + 10) == .timedOut { timedOut = true }
      }
      for _ in 0..<20 { handOver() }
      let before = allocation_counter_thread_allocations()
      for _ in 0..<rounds { handOver() }
      let allocations = allocation_counter_thread_allocations() - before
      counted.withLock { $0 = (allocations, timedOut) }
      finished.signal()
    }
    thread.start()
    #expect(finished.wait(timeout: .now() + 60) == .success)
    let result = counted.withLock { $0 }
    #expect(result?.timedOut == false)
    // A few allocations may come from libdispatch starting a worker thread; one a frame is the
    // continuation this guards against.
    #expect((result?.allocations ?? .max) < UInt64(rounds / 10))
  }
}
