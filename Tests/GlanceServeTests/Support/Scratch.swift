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

/// The process id of a process that has exited (and been reaped): a shell's, which `pclose`
/// waits for.
func deadPID() throws -> Int32 {
  guard let pid = Int32(try shell("echo $$")) else { throw ShellError("no PID printed") }
  return pid
}

/// Runs `command` with `/bin/sh` through `popen` and returns what it printed, trimmed.
///
/// Not Foundation's `Process`: it closes its pipes' descriptors twice under concurrency
/// (swiftlang/swift#57827), and a test of this suite running beside it once saw `connect` fail
/// with EBADF on a socket whose descriptor number had been closed under it.
func shell(_ command: String) throws -> String {
  guard let pipe = popen(command, "r") else { throw ShellError("cannot run \(command)") }
  var printed = [UInt8]()
  var chunk = [UInt8](repeating: 0, count: 1024)
  while true {
    let count = fread(&chunk, 1, chunk.count, pipe)
    if count <= 0 { break }
    printed += chunk[0..<count]
  }
  guard pclose(pipe) == 0 else { throw ShellError("\(command) failed") }
  return String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// A shell command that failed.
struct ShellError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
