import Foundation
import TestSupport
import Testing

/// The built binary in a real terminal (tmux): keys, resize, job control, signals, quitting, and
/// the terminal's state afterwards. `.ci/test` installs tmux and builds the binary first.
@Suite("Dashboard end to end (tmux)", .serialized, .threadOfItsOwn)
struct DashboardEndToEndTests {
  /// The count shown on the numbers panel (its "count N" line), if visible.
  private func count(in screen: String) -> Int? {
    guard let range = screen.range(of: "count ") else { return nil }
    return Int(screen[range.upperBound...].prefix { $0.isNumber })
  }

  @Test func numbersChangeLiveAndQKeyRestoresTheTerminal() throws {
    let session = try TmuxSession(arguments: "--interval 20ms --seed 1")
    try session.waitFor(text: "Random numbers")
    let first = try session.waitFor("a first number") { (count(in: $0) ?? 0) >= 1 }
    let firstCount = count(in: first) ?? 0
    try session.waitFor("the number to change") { (count(in: $0) ?? 0) > firstCount + 2 }
    try session.send("q")
    let exit = try session.waitForExit()
    #expect(exit.status == 0)
    #expect(isSane(exit.stty), "terminal not restored: \(exit.stty)")
  }

  @Test func keysChangeTheCartAndSpacePausesTheNumbers() throws {
    let session = try TmuxSession(arguments: "--interval 50ms --seed 2")
    try session.waitFor(text: "0 items")
    try session.send("1", "1", "3")
    try session.waitFor(text: "3 items · $35.48")
    try session.send("d")
    try session.waitFor(text: "2 items · $25.98")
    try session.send("Space")
    try session.waitFor(text: "numbers paused")
    try session.send("Space")
    try session.waitFor(text: "numbers running")
    try session.send("?")
    try session.waitFor(text: "toggle this help")
    try session.send("Escape")
    try session.waitFor("help to close") { !$0.contains("toggle this help") }
    try session.send("C-c")
    let exit = try session.waitForExit()
    #expect(isSane(exit.stty))
  }

  @Test func shrinkingShowsTheTooSmallScreenAndGrowingRecovers() throws {
    let session = try TmuxSession(columns: 100, rows: 30, arguments: "--seed 3")
    try session.waitFor(text: "Random numbers")
    try session.resize(columns: 30, rows: 8)
    try session.waitFor(text: "too small")
    try session.resize(columns: 100, rows: 30)
    try session.waitFor("the panels to return") {
      $0.contains("Random numbers") && !$0.contains("too small")
    }
    try session.waitFor(text: "resized 100×30")
    try session.send("q")
    #expect(isSane(try session.waitForExit().stty))
  }

  /// A resize must never be lost: 200 resizes in quick succession through a range of sizes,
  /// with both cores busy, always end on the screen for the final size.
  @Test func manyQuickResizesUnderLoadEndOnTheFinalSize() throws {
    let session = try TmuxSession(columns: 100, rows: 30, arguments: "--interval 1ms --seed 8")
    try session.waitFor(text: "Random numbers")
    let load = BusyLoad(threads: ProcessInfo.processInfo.activeProcessorCount)
    defer { load.stop() }
    var size = (columns: 100, rows: 30)
    for step in 1...200 {
      // Through too-small, compact and full layouts, each size different from the last.
      size = (columns: 30 + (step * 37) % 111, rows: 8 + (step * 13) % 38)
      try session.resize(columns: size.columns, rows: size.rows)
    }
    let final = (columns: 97, rows: 33)
    try session.resize(columns: final.columns, rows: final.rows)
    try session.waitFor("the screen for \(final.columns)×\(final.rows)", byRow: true) { screen in
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      // The header's right-aligned status ends one column before the edge (a trailing space).
      return screen.contains("now: resized \(final.columns)×\(final.rows)")
        && lines.first?.count == final.columns - 1 && lines.first?.hasSuffix("in cart") == true
        && !screen.contains("too small")
    }
    load.stop()
    try session.send("q")
    #expect(isSane(try session.waitForExit().stty))
  }

  @Test func stopAndContinueRestoresThenRedraws() throws {
    let session = try TmuxSession(arguments: "--seed 4")
    try session.waitFor(text: "Random numbers")
    let pid = try session.dashboardPID()
    kill(pid, SIGTSTP)
    try session.waitFor("the terminal to be given back while stopped") {
      !$0.contains("Random numbers")
    }
    kill(pid, SIGCONT)
    try session.waitFor("a full redraw after SIGCONT") {
      $0.contains("Random numbers") && $0.contains("willEnterForeground")
    }
    try session.send("q")
    #expect(isSane(try session.waitForExit().stty))
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func terminatingSignalsExitCleanly(signal: Int32) throws {
    let session = try TmuxSession(arguments: "--seed 5")
    try session.waitFor(text: "Random numbers")
    kill(try session.dashboardPID(), signal)
    let exit = try session.waitForExit()
    #expect(exit.status == 0)
    #expect(isSane(exit.stty), "terminal not restored after signal \(signal): \(exit.stty)")
  }

  @Test(arguments: [SIGSEGV, SIGABRT])
  func crashSignalsRestoreTheTerminalThenKillTheProcess(signal: Int32) throws {
    let session = try TmuxSession(arguments: "--seed 6")
    try session.waitFor(text: "Random numbers")
    kill(try session.dashboardPID(), signal)
    let exit = try session.waitForExit()
    // The shell reports death by signal as 128 + the signal number: the signal was re-raised.
    #expect(exit.status == 128 + Int(signal))
    #expect(isSane(exit.stty), "terminal not restored after crash signal \(signal): \(exit.stty)")
  }

  @Test func pipedStdoutPrintsAClearErrorAndFails() throws {
    // Through popen (Finished.run), not Foundation's Process, whose pipes' descriptors are closed
    // twice under concurrency (swiftlang/swift#57827) while other suites open sockets.
    let finished = try Finished.run([TmuxSession.dashboardPath])
    #expect(finished.status != 0)
    #expect(finished.errors.contains("not a terminal"))
    #expect(finished.errors.contains("--headless"))
    #expect(finished.errors.split(separator: "\n").count == 1, "one line: \(finished.errors)")
    #expect(finished.output.isEmpty, "nothing may be written to the pipe")
  }

  @Test func headlessPrintsTheFinalScreen() throws {
    let text = try Shell.run(
      TmuxSession.dashboardPath,
      ["--headless", "--size", "100x30", "--keys", "11a", "--seed", "9", "--duration", "0s"])
    #expect(text.contains("Random numbers"))
    #expect(text.contains("3 items"))
  }

  /// The hand-off panel says "every 1s", and headless it is sampled every second as on a
  /// terminal: ten numbers made at once at the start, then one a second, read as one a second
  /// at the end of a 5 s run, not as the whole run's three a second.
  @Test func aHeadlessHandoffPanelShowsTheLastSecondsRates() throws {
    let text = try Shell.run(
      TmuxSession.dashboardPath,
      [
        "--headless", "--size", "100x30", "--seed", "4", "--interval", "1s", "--keys",
        "nnnnnnnnnn", "--duration", "5s",
      ])
    let events = text.split(separator: "\n").first { $0.contains("events/s off main") }
    #expect(text.contains("every 1s"), "\(text)")
    #expect(events?.contains("events/s off main   1 ") == true, "\(text)")
  }

  @Test func helpListsTheOptionsAndTheKeysAndBadArgumentsExit64() throws {
    let help = try Shell.run(TmuxSession.dashboardPath, ["--help"])
    for text in ["--headless", "--interval <time>", "add a random product", "DASHBOARD_STATS_FILE"]
    {
      #expect(help.contains(text), "\(help)")
    }
    #expect(try Shell.run(TmuxSession.dashboardPath, ["--version"]) == "0.1.0\n")
    #expect {
      try Shell.run(TmuxSession.dashboardPath, ["--fps", "0"])
    } throws: { "\($0)".contains("status 16384") && "\($0)".contains("--fps must be between") }
  }
}
