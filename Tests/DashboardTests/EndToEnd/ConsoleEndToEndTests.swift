import Foundation
import TestSupport
import Testing

/// The observer console end to end: the built dashboard serves its board
/// (`GLANCE_SERVE=1`) in one tmux terminal, and the built `glance` attaches to it from another.
/// Each test has a runtime directory of its own (``ConsoleFixture``), so it sees only its own
/// programs' sockets. Waiting is polling a pane or a file with a bound, never a fixed sleep.
@Suite("Observer console end to end (tmux)", .serialized, .threadOfItsOwn, .timeLimit(.minutes(2)))
struct ConsoleEndToEndTests {
  /// A viewer shows the board, its keys act on the program, its help is its own; killing it
  /// costs the program nothing, another viewer sees the current state, and `q` detaches only
  /// the viewer.
  @Test func aViewerDrivesTheBoardAndTheProgramNeverNoticesItsViewers() throws {
    let fixture = try ConsoleFixture()
    let program = try fixture.startDashboard(seed: 11)
    try program.session.waitFor(text: "0 items")

    let viewer = try fixture.attach()
    // The viewer's own footer: `q` detaches it (the program's own says "q quit").
    try viewer.waitFor("the board in the viewer") {
      $0.contains("Random numbers") && $0.contains("0 items") && $0.contains("q detach")
    }
    try viewer.send("1", "2")
    try viewer.waitFor(text: "2 items")
    try program.session.waitFor(text: "2 items")

    try viewer.send("?")
    try viewer.waitFor(text: "toggle this help")
    // The program draws on (its numbers count up) without the viewer's help on its screen.
    let shown = numbersCount(in: try program.session.capture()) ?? 0
    let later = try program.session.waitFor("the program's next numbers") {
      (numbersCount(in: $0) ?? 0) > shown + 1
    }
    #expect(!later.contains("toggle this help"), "the viewer's help is on the program:\n\(later)")
    #expect(later.contains("q quit"))

    // A viewer killed outright: the program keeps drawing and taking its own keys, and says
    // nothing about it.
    kill(try viewer.dashboardPID(), SIGKILL)
    #expect(try viewer.waitForExit().status == 128 + Int(SIGKILL))
    let before = numbersCount(in: try program.session.capture()) ?? 0
    try program.session.waitFor("the numbers to go on after the viewer died") {
      (numbersCount(in: $0) ?? 0) > before + 1
    }
    try program.session.send("3")
    let screen = try program.session.waitFor(text: "3 items")
    expectNoTrouble(on: screen)
    #expect(kill(program.pid, 0) == 0, "the program died with its viewer")

    // Another viewer (attaching by PID this time) sees the current state, and `q` detaches it
    // alone, leaving its terminal as it found it.
    let second = try fixture.attach("\(program.pid)", columns: 100, rows: 30)
    try second.waitFor("the current state in a second viewer") {
      $0.contains("3 items") && $0.contains("q detach")
    }
    try second.send("q")
    let detached = try second.waitForExit()
    #expect(detached.status == 0)
    #expect(isSane(detached.stty), "the viewer left its terminal raw: \(detached.stty)")
    try program.session.send("4")
    expectNoTrouble(on: try program.session.waitFor(text: "4 items"))
    #expect(kill(program.pid, 0) == 0, "the program quit with a detaching viewer")

    try program.session.send("q")
    #expect(try program.session.waitForExit().status == 0)
    try waitUntil("the socket to be removed when the program quits") {
      !FileManager.default.fileExists(atPath: program.socket)
    }
  }

  /// A viewer outlives its program: it says the program is gone and waits, and when the program
  /// starts again it attaches to the new one by itself (`glance attach NAME`).
  @Test func aViewerWaitsForItsProgramToRestartAndAttachesAgain() throws {
    let fixture = try ConsoleFixture()
    let first = try fixture.startDashboard(seed: 12)
    let viewer = try fixture.attach()
    try viewer.waitFor(text: "q detach")
    try viewer.send("1", "1")
    try first.session.waitFor(text: "2 items")

    try first.session.send("q")
    #expect(try first.session.waitForExit().status == 0)
    try viewer.waitFor("the viewer to say the program is gone") {
      $0.contains("dashboard is gone") && $0.contains("waiting for it to come back")
    }

    let second = try fixture.startDashboard(seed: 13)
    #expect(second.pid != first.pid)
    try viewer.waitFor("the viewer to attach to the restarted program") {
      $0.contains("0 items") && !$0.contains("is gone") && $0.contains("q detach")
    }
    // Its keys reach the new program.
    try viewer.send("5")
    try second.session.waitFor(text: "1 item ")
    try viewer.send("q")
    #expect(try viewer.waitForExit().status == 0)
    try second.session.send("q")
    #expect(try second.session.waitForExit().status == 0)
  }

  /// Another user never gets the board: the socket's 0700 directory stops them first, and the
  /// server's `SO_PEERCRED` check stops them when the socket is reachable all the same.
  @Test(.enabled(if: getuid() == 0, "switching to nobody takes root (as in CI)"))
  func anotherUserIsRefused() throws {
    let fixture = try ConsoleFixture()
    let program = try fixture.startDashboard(seed: 14)
    let glance = try fixture.glanceForEveryone()
    let nobody = try Finished.asNobody()
    let headless = ["--headless", "--size", "80x24", "--duration", "0s"]

    // (a) The directory only root may enter: nobody cannot reach the socket at all.
    let blocked = try Finished.run(nobody + [glance, "attach", program.socket] + headless)
    // One status for "not yours", whichever check refuses: 77 (EX_NOPERM), as in (b).
    #expect(blocked.status == 77, "\(blocked.status): \(blocked.errors)")
    #expect(blocked.errors.contains("permission denied"), "\(blocked.errors)")
    #expect(blocked.errors.contains(program.socket), "\(blocked.errors)")
    #expect(!blocked.errors.contains("Usage:"), "not a usage error: \(blocked.errors)")
    #expect(!blocked.output.contains("Random numbers"))

    // (b) Defence in depth: a socket that nobody can reach after all (a mistake such as a
    // directory opened to others) must still be refused by the server. A hard link to the
    // socket (link(2) works on a socket file within one filesystem) in a directory everyone
    // may enter, with mode 0666 (on the one inode, so on the original too, which its 0700
    // directory still guards), lets nobody connect; the server reads nobody's uid with
    // SO_PEERCRED and turns the viewer away.
    let open = try fixture.scratchDirectory(mode: 0o755)
    let reachable = "\(open)/dashboard.sock"
    #expect(link(program.socket, reachable) == 0, "link failed: errno \(errno)")
    #expect(chmod(reachable, 0o666) == 0)
    let refused = try Finished.run(nobody + [glance, "attach", reachable] + headless)
    #expect(refused.status == 77, "\(refused.status): \(refused.errors)")
    #expect(refused.errors.contains("served to its own user only"), "\(refused.errors)")
    #expect(refused.errors.contains("you are uid \(getpwnam("nobody")?.pointee.pw_uid ?? 0)"))
    #expect(!refused.output.contains("Random numbers"), "nobody saw the board")

    // The program's own user still attaches through the same link, and the program noticed
    // none of it.
    let own = try Finished.run([glance, "attach", reachable] + headless)
    #expect(own.status == 0, "\(own.errors)")
    #expect(own.output.contains("Random numbers"))
    try program.session.send("7")
    expectNoTrouble(on: try program.session.waitFor(text: "1 item "))
    try program.session.send("q")
    #expect(try program.session.waitForExit().status == 0)
  }

  /// A headless viewer prints the last screen it showed however its session ends: here `q`
  /// detaches it long before its --duration (it once exited with nothing printed).
  @Test func aHeadlessViewerThatDetachesPrintsItsLastScreen() throws {
    let fixture = try ConsoleFixture()
    let program = try fixture.startDashboard(seed: 16)
    let viewer = try Finished.run([
      ConsoleFixture.glancePath, "attach", program.socket, "--headless", "--size", "80x24",
      "--keys", "q", "--duration", "60s",
    ])
    #expect(viewer.status == 0, "\(viewer.errors)")
    #expect(viewer.output.contains("Random numbers"), "printed: \(viewer.output)")
    #expect(viewer.output.split(separator: "\n").count == 24, "\(viewer.output)")
    try program.session.send("q")
    #expect(try program.session.waitForExit().status == 0)
  }

  /// `glance list` shows the serving dashboard: name, PID, uptime and socket; and once the
  /// program is killed, nothing, and the socket it left behind is removed.
  @Test func listShowsTheServingProgram() throws {
    let fixture = try ConsoleFixture()
    let program = try fixture.startDashboard(seed: 15)
    let list = ["/usr/bin/env", fixture.assignment, ConsoleFixture.glancePath, "list"]
    let listed = try Finished.run(list)
    #expect(listed.status == 0, "\(listed.errors)")
    let lines = listed.output.split(separator: "\n")
    #expect(lines.first?.split(separator: " ") == ["NAME", "PID", "UPTIME", "SOCKET"])
    #expect(lines.count == 2, "one program: \(listed.output)")
    let row = lines.last?.split(separator: " ").map(String.init) ?? []
    #expect(row.count == 4, "\(listed.output)")
    #expect(row.first == "dashboard")
    #expect(row.dropFirst().first == "\(program.pid)")
    #expect(row.dropFirst(2).first?.wholeMatch(of: #/[0-9]+s/#) != nil, "uptime: \(row)")
    #expect(row.last == program.socket)

    kill(program.pid, SIGKILL)
    #expect(try program.session.waitForExit().status == 128 + Int(SIGKILL))
    #expect(FileManager.default.fileExists(atPath: program.socket), "a killed program's socket")
    let empty = try Finished.run(list)
    #expect(empty.output.hasPrefix("No program serves a board"), "\(empty.output)")
    #expect(!FileManager.default.fileExists(atPath: program.socket), "the stale socket stays")
  }

  /// The program's screen shows none of the words a failure would print.
  private func expectNoTrouble(
    on screen: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for word in ["rror", "roken pipe", "refused", "viewer", "closed"] {
      #expect(
        !screen.contains(word), "\"\(word)\" on the program:\n\(screen)",
        sourceLocation: sourceLocation)
    }
    #expect(
      screen.contains("q quit"), "the program's footer is gone:\n\(screen)",
      sourceLocation: sourceLocation)
  }
}
