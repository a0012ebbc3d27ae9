import Foundation
import GlanceWire
import Testing

@testable import GlanceCommand

/// `glance attach TARGET`: which program a target names, and the status of each refusal.
@Suite struct AttachTargetTests {
  /// Two programs serve under one name (two instances of a service): the name names neither.
  @Test func aNameTwoProgramsShareIsRefusedListingEachAndHowToChoose() throws {
    let runtime = try ServeRuntime()
    defer { runtime.cleanup() }
    // Process 1 (init) and this one are alive, as two serving programs would be.
    let pids = [Int32(1), getpid()].sorted()
    let sockets = try pids.map { try runtime.makeSocket(name: "orders", pid: $0) }
    do {
      let resolved = try AttachTarget(text: "orders").resolve(environment: runtime.environment)
      Issue.record("attached to \(resolved.path) of two programs named orders")
    } catch {
      guard case .ambiguousName(let name, let programs) = error else {
        Issue.record("\(error) is not an ambiguous name")
        return
      }
      #expect(name == "orders")
      #expect(programs.map(\.pid).sorted() == pids)
      #expect(error.status.rawValue == 64)
      #expect(error.description.contains("2 programs named orders"), "\(error)")
      for (pid, socket) in zip(pids, sockets) {
        #expect(error.description.contains("PID \(pid)  \(socket)"), "\(error)")
      }
      #expect(error.description.contains("glance attach \(pids[0])"), "\(error)")
    }
    // Its PID or its socket still names one.
    let byPID = try AttachTarget(text: "\(pids[1])").resolve(environment: runtime.environment)
    #expect(byPID.path == sockets[1])
    #expect(try AttachTarget(text: sockets[0]).resolve().path == sockets[0])
  }

  @Test func aNameOneProgramServesUnderIsThatProgram() throws {
    let runtime = try ServeRuntime()
    defer { runtime.cleanup() }
    let socket = try runtime.makeSocket(name: "orders", pid: getpid())
    _ = try runtime.makeSocket(name: "billing", pid: 1)
    let resolved = try AttachTarget(text: "orders").resolve(environment: runtime.environment)
    #expect(resolved.path == socket)
    #expect(resolved.name == "orders")
  }

  /// One status for "not yours", whichever check refuses: the system's, on the socket's
  /// directory or file (EACCES on connect), or the program's peer-credential check.
  @Test func aSocketThatIsAnotherUsersExits77LikeTheProgramsOwnRefusal() {
    let path = "/run/user/1000/glance/orders.42.sock"
    let denied = AttachError.cannotConnect(path: path, .permissionDenied(path: path))
    #expect(denied.status == .notPermitted)
    #expect(CommandStatus.refused(.otherUser(owner: 1000, viewer: 1001)).rawValue == 77)
    #expect(AttachError.cannotConnect(path: path, .noSuchSocket(path: path)).status.rawValue == 69)
    #expect(
      AttachError.cannotConnect(path: path, .connectionRefused(path: path)).status.rawValue == 69)
  }

  /// A PID or a name that no program serves under is a case of its own, which a caller
  /// matches; both exit 69 (`EX_UNAVAILABLE`).
  @Test func aTargetNoProgramServesUnderIsNamedByItsCase() throws {
    let runtime = try ServeRuntime()
    defer { runtime.cleanup() }
    _ = try runtime.makeSocket(name: "billing", pid: getpid())
    #expect(throws: AttachError.noProgramNamed("orders")) {
      try AttachTarget(text: "orders").resolve(environment: runtime.environment)
    }
    #expect(throws: AttachError.noProgramWithPID(1)) {
      try AttachTarget(text: "1").resolve(environment: runtime.environment)
    }
    #expect(AttachError.noProgramNamed("orders").status == .unavailable)
    #expect(AttachError.noProgramWithPID(1).status == .unavailable)
  }

  /// Each refusal before attaching has its status: a recording already there cannot be
  /// created (73), and a terminal that cannot show the viewer is a misuse (2).
  @Test func refusalsBeforeAttachingExitWithTheirOwnStatus() {
    #expect(AttachError.recordingExists(path: "/tmp/a.glance").status == .cannotCreate)
    #expect(AttachError.unusableTerminal(.stdinNotATerminal).status == .misuse)
    #expect(AttachError.unusableTerminal(.termDumb).status == .misuse)
    #expect(
      AttachError.unusableTerminal(.stdoutNotATerminal).description.contains("--headless"))
  }

  @Test func theHelpNamesEveryStatusAttachExitsWith() {
    let help = AttachCommand.configuration.discussion
    let statuses: [CommandStatus] = [
      .success, .usage, .unavailable, .cannotCreate, .ioError, .temporaryFailure, .protocolError,
      .notPermitted,
    ]
    for status in statuses {
      #expect(help.contains(" \(status.rawValue) "), "\(status) is not in the help")
    }
  }
}
