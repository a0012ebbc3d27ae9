import GlanceCore
import Testing

@testable import GlanceTerminal

/// The input loop the three terminal sessions share does the terminal's part of each input
/// once, in the order that keeps the terminal usable: the session hears of a stop while the
/// terminal is still its own, and of a continue once it has the terminal back.
@Suite struct SessionLoopTests {
  /// What the terminal and the session saw, in order.
  private final class Trace {
    var steps: [String] = []
    var size = TerminalSize(columns: 80, rows: 24)
  }

  private static func loop(_ trace: Trace) -> SessionLoop {
    SessionLoop(
      refreshSize: {
        trace.steps.append("measure")
        return trace.size
      },
      suspend: { trace.steps.append("suspend") },
      resume: {
        trace.steps.append("resume")
        return trace.size
      },
      stopProcess: { trace.steps.append("stop") })
  }

  private static func run(_ inputs: [TerminalInput], _ trace: Trace) {
    let loop = loop(trace)
    for input in inputs {
      loop.handle(input) { trace.steps.append("\($0)") }
    }
  }

  @Test func aStopTellsTheSessionBeforeTheTerminalGoesAndAContinueAfterItIsBack() {
    let trace = Trace()
    trace.size = TerminalSize(columns: 90, rows: 30)
    Self.run([.stopRequested, .continued], trace)
    #expect(
      trace.steps == [
        "suspending", "suspend", "stop", "resume",
        "resumed(\(TerminalSize(columns: 90, rows: 30)))",
      ])
  }

  @Test func aResizeMeasuresTheTerminalAgainAndGivesTheNewSize() {
    let trace = Trace()
    trace.size = TerminalSize(columns: 40, rows: 12)
    Self.run([.resized], trace)
    #expect(trace.steps == ["measure", "resized(\(TerminalSize(columns: 40, rows: 12)))"])
  }

  @Test func keysQuitAndTheEndPassThroughWithoutTouchingTheTerminal() {
    let trace = Trace()
    Self.run([.keys([.character("q"), .tab]), .quitRequested, .ended], trace)
    #expect(
      trace.steps == [
        "keys([\(Key.character("q")), \(Key.tab)])", "quitRequested", "inputEnded",
      ])
  }

  /// Over a backend itself, a continue resumes it and gives the size it has then.
  @Test func overABackendAContinueResumesItAndGivesItsSize() {
    let screen = MemoryScreen(columns: 30, rows: 10)
    var stops = 0
    let loop = SessionLoop(backend: screen, stopProcess: { stops += 1 })
    var events: [SessionLoop.Event] = []
    for input in [TerminalInput.stopRequested, .continued, .resized] {
      loop.handle(input) { events.append($0) }
    }
    let size = TerminalSize(columns: 30, rows: 10)
    #expect(events == [.suspending, .resumed(size), .resized(size)])
    #expect(stops == 1)
  }
}
