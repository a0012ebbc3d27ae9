import Foundation
import Testing

@testable import GlanceServe

/// Where sockets live: a 0700 directory of the user's own, and nothing else.
struct ServeDirectoryTests {
  @Test func theRuntimeDirectoryGetsAGlanceFolderOfMode0700() throws {
    let runtime = try Scratch()
    defer { runtime.cleanup() }
    let directory = try ServeDirectory.prepare(
      environment: ["XDG_RUNTIME_DIR": runtime.path], temporaryRoot: "/nonexistent")
    #expect(directory.path == runtime.file("glance"))
    #expect(modeAndOwner(directory.path)?.mode == 0o700)
    #expect(modeAndOwner(directory.path)?.owner == getuid())
  }

  @Test func withoutAUsableRuntimeDirectoryItIsGlanceUIDUnderTmp() throws {
    let root = try Scratch()
    defer { root.cleanup() }
    let open = root.file("open")
    try FileManager.default.createDirectory(
      atPath: open, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
    for environment in [[:], ["XDG_RUNTIME_DIR": open], ["XDG_RUNTIME_DIR": "relative"]] {
      let directory = try ServeDirectory.prepare(environment: environment, temporaryRoot: root.path)
      #expect(directory.path == root.file("glance-\(getuid())"))
      #expect(modeAndOwner(directory.path)?.mode == 0o700)
    }
  }

  /// Any bit for the group or for others is refused: read, write or search alone.
  @Test(arguments: [0o755, 0o750, 0o705, 0o701, 0o702, 0o710])
  func anExistingDirectoryThatLetsOthersInIsRefusedAndLeftAlone(mode: UInt32) throws {
    let root = try Scratch()
    defer { root.cleanup() }
    let path = root.file("glance-\(getuid())")
    try FileManager.default.createDirectory(
      atPath: path, withIntermediateDirectories: false,
      attributes: [.posixPermissions: Int(mode)])
    #expect(throws: ServeDirectoryError.unsafeMode(path: path, mode: mode)) {
      try ServeDirectory.prepare(environment: [:], temporaryRoot: root.path)
    }
    #expect(modeAndOwner(path)?.mode == mode)
    let message = String(describing: ServeDirectoryError.unsafeMode(path: path, mode: mode))
    #expect(message.contains(String(mode, radix: 8)) && message.contains("chmod 700"))
  }

  @Test func anotherUsersDirectoryIsRefused() throws {
    let root = try Scratch()
    defer { root.cleanup() }
    // As another user: the directory (ours) does not belong to them.
    let other = getuid() + 1
    let path = root.file("glance-\(other)")
    try FileManager.default.createDirectory(
      atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    #expect(
      throws: ServeDirectoryError.ownedByAnotherUser(path: path, owner: getuid(), expected: other)
    ) {
      try ServeDirectory.prepare(environment: [:], userID: other, temporaryRoot: root.path)
    }
    // As root, for real: a directory given to `nobody` is refused and keeps its owner and mode.
    if getuid() == 0 {
      let mine = root.file("glance-0")
      try FileManager.default.createDirectory(
        atPath: mine, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o750])
      #expect(chown(mine, 65534, 65534) == 0)
      #expect(throws: ServeDirectoryError.ownedByAnotherUser(path: mine, owner: 65534, expected: 0))
      {
        try ServeDirectory.prepare(environment: [:], temporaryRoot: root.path)
      }
      #expect(modeAndOwner(mine)?.mode == 0o750 && modeAndOwner(mine)?.owner == 65534)
    }
  }

  @Test func aSymbolicLinkIsNotFollowed() throws {
    let root = try Scratch()
    defer { root.cleanup() }
    let target = root.file("target")
    try FileManager.default.createDirectory(
      atPath: target, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    let path = root.file("glance-\(getuid())")
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    #expect(throws: ServeDirectoryError.notADirectory(path: path)) {
      try ServeDirectory.prepare(environment: [:], temporaryRoot: root.path)
    }
  }

  @Test func socketFileNamesCarryASafeNameAndThePID() {
    let long = String(repeating: "x", count: 50)
    #expect(SocketFileName(name: "my prog/../é", pid: 42).fileName == "my_prog_..__.42.sock")
    #expect(SocketFileName(name: ".hidden", pid: 7).fileName == "_hidden.7.sock")
    #expect(SocketFileName(name: "", pid: 7).fileName == "program.7.sock")
    #expect(SocketFileName(name: long, pid: 7).name.count == 40)
    #expect(
      SocketFileName(parsing: "v1.2-beta.123.sock") == SocketFileName(name: "v1.2-beta", pid: 123))
    for wrong in ["a.sock", "a.12", "a.-3.sock", "a b.3.sock", ".3.sock", "a.0.sock", "a.1x.sock"] {
      #expect(SocketFileName(parsing: wrong) == nil, "\(wrong)")
    }
  }

  @Test func theStartTimeFieldIsCountedFromTheCommandsLastParenthesis() {
    let stat = "12 (a (b) c) S " + (4...30).map(String.init).joined(separator: " ")
    #expect(ProcessFacts.startTicks(inStat: stat) == 22)
  }
}
