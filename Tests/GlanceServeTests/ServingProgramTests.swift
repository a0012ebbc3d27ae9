import Foundation
import Testing

@testable import GlanceServe

/// `glance list`: the live programs in the directory, and no stale sockets.
@Suite(.timeLimit(.minutes(1)))
struct ServingProgramTests {
  @Test func aLiveListenerIsListedAndADeadProgramsSocketIsDroppedAndDeleted() throws {
    let runtime = try Scratch()
    defer { runtime.cleanup() }
    let directory = try ServeDirectory.prepare(environment: ["XDG_RUNTIME_DIR": runtime.path])
    let live = directory.socketPath(programName: "my board")
    let listener = try UnixSocketListener(path: live) { $0.close() }
    defer { listener.stop() }
    let dead = try deadPID()
    let stale = directory.socketPath(programName: "gone", pid: dead)
    try makeStaleSocket(at: stale)
    let other = directory.socketPath(programName: "zeta", pid: 1)  // init: alive
    try makeStaleSocket(at: other)
    #expect(FileManager.default.createFile(atPath: directory.path + "/notes.txt", contents: nil))

    let programs = directory.servingPrograms()

    #expect(programs.map(\.name) == ["my_board", "zeta"])
    #expect(programs.first?.pid == getpid())
    #expect(programs.first?.socketPath == live)
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: live))
    let now = Date().timeIntervalSince1970
    let started = try #require(programs.first?.startTime)
    #expect(started <= now + 1 && started > now - 24 * 3600, "started \(now - started) s ago")
  }

  @Test func programsAreSortedByNameThenPID() throws {
    let runtime = try Scratch()
    defer { runtime.cleanup() }
    let directory = try ServeDirectory.prepare(environment: ["XDG_RUNTIME_DIR": runtime.path])
    // Process 1 (init) is alive in every container and machine.
    for (name, pid) in [("b", getpid()), ("a", getpid()), ("b", Int32(1))] {
      try makeStaleSocket(at: directory.socketPath(programName: name, pid: pid))
    }
    let listed = directory.servingPrograms().map { "\($0.name).\($0.pid)" }
    #expect(listed == ["a.\(getpid())", "b.1", "b.\(getpid())"])
  }

  @Test func aMissingDirectoryListsNothing() {
    let directory = ServeDirectory.locate(environment: [:], temporaryRoot: "/nonexistent")
    #expect(directory.servingPrograms().isEmpty)
  }
}
