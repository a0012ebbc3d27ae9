import Foundation
import Testing

@testable import GlanceServe

/// A new directory of mode 0700 under the system's temporary directory, removed by `cleanup()`.
/// Paths stay short: a Unix socket's path holds about 100 bytes.
struct Scratch {
  /// The directory's path.
  let path: String

  init() throws {
    path = "/tmp/glance-test-" + UUID().uuidString.prefix(8).lowercased()
    try FileManager.default.createDirectory(
      atPath: path, withIntermediateDirectories: false,
      attributes: [.posixPermissions: 0o700])
  }

  /// `name` inside the directory.
  func file(_ name: String) -> String { path + "/" + name }

  /// Removes the directory and everything in it.
  func cleanup() { try? FileManager.default.removeItem(atPath: path) }
}

/// A file's permission bits and owner.
func modeAndOwner(_ path: String) -> (mode: UInt32, owner: UInt32)? {
  var info = stat()
  guard lstat(path, &info) == 0 else { return nil }
  return (UInt32(info.st_mode) & 0o7777, info.st_uid)
}

/// A socket file at `path` with nothing listening, as a killed program leaves it.
func makeStaleSocket(at path: String) throws {
  let fd = try BoundSocket.make(path: path)
  close(fd)
}

/// The process id of a process that has exited (and been reaped): `/bin/true`'s.
func deadPID() throws -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/true")
  try process.run()
  process.waitUntilExit()
  return process.processIdentifier
}
