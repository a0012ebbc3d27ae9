import Glance
import GlanceCore
import GlanceTesting
import Testing

@testable import SystemMonitor

/// /proc as the tests want it: each core's counters grow by a fixed step per reading.
@MainActor
final class FakeProc {
  /// Jiffies each reading adds per core: user, nice, system, idle, iowait.
  let steps: [[Int]]
  private(set) var readings = 0

  init(steps: [[Int]]) { self.steps = steps }

  func read(_ path: String) -> String? {
    switch path {
    case "/proc/stat":
      readings += 1
      let cores = steps.enumerated().map { core, step in
        "cpu\(core) " + step.map { String($0 * readings) }.joined(separator: " ")
      }
      return (["cpu  0 0 0 0 0"] + cores).joined(separator: "\n")
    case "/proc/meminfo": return "MemTotal:       16777216 kB\nMemAvailable:    4194304 kB\n"
    case "/proc/loadavg": return "1.25 0.80 0.50 2/300 4242\n"
    default: return nil
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SystemMonitorTests {
  @Test func showsEachCoreMemoryAndLoadAndItsKeysChangeTheSampling() async throws {
    // cpu0 is busy half the time; cpu1 a fifth (iowait counts as idle).
    let proc = FakeProc(steps: [[40, 0, 10, 50, 0], [20, 0, 0, 70, 10]])
    let sampler = SystemSampler(read: { path in MainActor.assumeIsolated { proc.read(path) } })
    let tester = BoardTester(
      makeMonitor(sampler: sampler), size: TerminalSize(columns: 100, rows: 24))
    await tester.advance(by: .seconds(1))
    #expect(sampler.tickCount == 2)
    let text = tester.text
    #expect(text.contains("cpu0 50%"))
    #expect(text.contains("cpu1 20%"))
    #expect(text.contains("used GiB"))
    #expect(text.contains("16.0"))  // the chart's scale ends at the machine's memory

    try tester.type("+")
    await tester.settle()
    #expect(sampler.interval == .milliseconds(250))
    #expect(tester.text.contains("sampling every 250ms"))
    await tester.advance(by: .seconds(1))
    #expect(sampler.tickCount == 6)

    try tester.type(" ")
    await tester.settle()
    #expect(tester.text.contains("paused"))
    await tester.advance(by: .seconds(5))
    #expect(sampler.tickCount == 6)
    try tester.type("--")
    #expect(sampler.interval == .seconds(1))
  }
}
