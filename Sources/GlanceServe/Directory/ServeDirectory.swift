#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The directory where serving programs put their sockets and `glance list` looks for them:
/// `$XDG_RUNTIME_DIR/glance` when the runtime directory is usable (a directory of the user's
/// own with mode 0700), else `/tmp/glance-<uid>`. Only its owner may enter it, which is the first
/// fence around every socket in it (the sockets' own 0600 mode is the second).
package struct ServeDirectory: Sendable, Equatable {
  /// The directory's absolute path.
  package let path: String
  /// The user the directory belongs to.
  package let userID: UInt32

  /// The directory for `userID` given `environment` (only `XDG_RUNTIME_DIR` is read), checked
  /// and created with mode 0700 when missing. Throws ``ServeDirectoryError`` when the directory
  /// belongs to someone else or lets group or others in: it is never changed then, and our own
  /// directory's mode is set only when this call created it. `temporaryRoot` stands for `/tmp`
  /// in tests.
  package static func prepare(
    environment: [String: String], userID: UInt32 = getuid(), temporaryRoot: String = "/tmp"
  ) throws(ServeDirectoryError) -> ServeDirectory {
    let directory = locate(
      environment: environment, userID: userID, temporaryRoot: temporaryRoot)
    try directory.ensure()
    return directory
  }

  /// Where the directory is for `userID` and `environment`, without creating or checking it
  /// (`glance list` reads it; a missing directory then just lists nothing).
  package static func locate(
    environment: [String: String], userID: UInt32 = getuid(), temporaryRoot: String = "/tmp"
  ) -> ServeDirectory {
    if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"),
      case .success = check(runtime, userID: userID, followLinks: true)
    {
      return ServeDirectory(path: joined(runtime, "glance"), userID: userID)
    }
    return ServeDirectory(path: joined(temporaryRoot, "glance-\(userID)"), userID: userID)
  }

  /// The socket path for a program called `programName` with process id `pid`.
  package func socketPath(programName: String, pid: Int32 = getpid()) -> String {
    Self.joined(path, SocketFileName(name: programName, pid: pid).fileName)
  }

  /// Creates the directory with mode 0700 if missing; checks it otherwise.
  func ensure() throws(ServeDirectoryError) {
    if mkdir(path, 0o700) == 0 {
      // Ours and new: set the mode exactly, whatever the umask took away.
      guard chmod(path, 0o700) == 0 else {
        throw .systemCall("chmod", path: path, errno: errno)
      }
    } else if errno != EEXIST {
      throw .systemCall("mkdir", path: path, errno: errno)
    }
    if case .failure(let error) = Self.check(path, userID: userID, followLinks: false) {
      throw error
    }
  }

  /// Whether `path` is a directory owned by `userID` that only its owner may enter and write.
  static func check(
    _ path: String, userID: UInt32, followLinks: Bool
  ) -> Result<Void, ServeDirectoryError> {
    var info = stat()
    let status = followLinks ? stat(path, &info) : lstat(path, &info)
    guard status == 0 else { return .failure(.systemCall("stat", path: path, errno: errno)) }
    guard info.st_mode & S_IFMT == S_IFDIR else { return .failure(.notADirectory(path: path)) }
    guard info.st_uid == userID else {
      return .failure(.ownedByAnotherUser(path: path, owner: info.st_uid, expected: userID))
    }
    let mode = UInt32(info.st_mode) & 0o7777
    guard mode & 0o077 == 0, mode & 0o700 == 0o700 else {
      return .failure(.unsafeMode(path: path, mode: mode))
    }
    return .success(())
  }

  /// `directory` and `name` joined by one slash.
  static func joined(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
