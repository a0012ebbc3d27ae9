import Foundation

/// Runs programs for the tests that drive built binaries and tmux, as a shell would.
package enum Shell {
  /// Runs a program to completion and returns its standard output and error, via `popen`
  /// (Foundation's `Process` can wait forever here when the child starts a daemon, as tmux does).
  @discardableResult
  package static func run(_ path: String, _ arguments: [String], captureOutput: Bool = true) throws
    -> String
  {
    let line = ([path] + arguments).map(quoted).joined(separator: " ")
    let command =
      captureOutput ? "\(line) 2>&1 </dev/null" : "\(line) >/dev/null 2>&1 </dev/null"
    let (text, status) = try output(of: command)
    guard status == 0 else {
      throw E2EError("\(command) failed (status \(status)): \(text)")
    }
    return text
  }

  /// Runs `command` with `sh` through `popen` and returns what it wrote to standard output, and
  /// its wait status (as `pclose` gives it).
  package static func output(of command: String) throws -> (text: String, status: Int32) {
    keepDescriptorsFromPrograms()
    guard let pipe = popen(command, "r") else { throw E2EError("cannot run \(command)") }
    var data = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&chunk, 1, chunk.count, pipe)
      if count <= 0 { break }
      data.append(contentsOf: chunk[0..<count])
    }
    let status = pclose(pipe)
    return (String(decoding: data, as: UTF8.self), status)
  }

  /// Marks every descriptor past standard error close-on-exec, so that a program started here
  /// (the tmux server, which stays) keeps none of this process's pipes open: a server holding
  /// the pipe a test runner reads would keep the runner waiting after the test is gone.
  private static func keepDescriptorsFromPrograms() {
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
      let flags = fcntl(descriptor, F_GETFD)
      if flags >= 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
    }
  }

  /// `text` quoted for `sh`.
  package static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
