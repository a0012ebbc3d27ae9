#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program serving its board, as `glance list` shows it.
package struct ServingProgram: Sendable, Equatable {
  /// The program's name, as its socket's file name carries it (sanitised).
  package let name: String
  /// The serving process's id.
  package let pid: Int32
  /// The socket to attach to.
  package let socketPath: String
  /// When the process started, in seconds since 1970, for its uptime. Read from
  /// `/proc/<pid>/stat` (as `ps` does): the process's age, untouched by anything done to the
  /// socket file since. Where `/proc` cannot tell (macOS), the socket file's status-change time,
  /// which is when the program began to serve.
  package let startTime: Double
}

extension ServeDirectory {
  /// The programs serving in this directory, sorted by name and then pid. A socket whose
  /// process is gone is left out, and its file deleted when it belongs to this directory's user
  /// (another user's file is never touched). Files that are not `<name>.<pid>.sock` sockets
  /// are ignored. A missing directory lists nothing.
  package func servingPrograms() -> [ServingProgram] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.compactMap { fileName -> ServingProgram? in
      guard let parsed = SocketFileName(parsing: fileName) else { return nil }
      let socketPath = Self.joined(path, fileName)
      var info = stat()
      guard lstat(socketPath, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { return nil }
      if ProcessFacts.isGone(parsed.pid) {
        if info.st_uid == userID { unlink(socketPath) }
        return nil
      }
      return ServingProgram(
        name: parsed.name, pid: parsed.pid, socketPath: socketPath,
        startTime: ProcessFacts.startTime(of: parsed.pid) ?? Self.changeTime(info))
    }
    .sorted { ($0.name, $0.pid) < ($1.name, $1.pid) }
  }

  /// A file's status-change time, in seconds since 1970.
  private static func changeTime(_ info: stat) -> Double {
    #if os(Linux)
      return Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) / 1e9
    #else
      return Double(info.st_ctimespec.tv_sec) + Double(info.st_ctimespec.tv_nsec) / 1e9
    #endif
  }
}
