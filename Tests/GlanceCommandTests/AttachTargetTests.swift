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
    #expect(AttachError(connectingTo: path, .permissionDenied(path: path)).status.rawValue == 77)
    #expect(CommandStatus.refused(.otherUser(owner: 1000, viewer: 1001)).rawValue == 77)
    #expect(AttachError(connectingTo: path, .noSuchSocket(path: path)).status.rawValue == 69)
    #expect(AttachError(connectingTo: path, .connectionRefused(path: path)).status.rawValue == 69)
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
