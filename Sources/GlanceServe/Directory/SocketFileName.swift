/// A socket's file name, `<name>.<pid>.sock`: the program's name made safe for a file name and
/// the process id, which `glance list` reads back to show the program and to find stale files.
package struct SocketFileName: Sendable, Equatable {
  /// The sanitised program name: letters, digits, `.`, `_` and `-` only, at most 40 characters,
  /// never empty and never starting with a dot (no hidden files).
  package let name: String
  /// The serving process's id.
  package let pid: Int32

  /// The most characters of a program's name kept in a socket's file name.
  package static let maximumNameLength = 40

  /// The file name for `name` (sanitised) and `pid`.
  package init(name: String, pid: Int32) {
    self.name = Self.sanitized(name)
    self.pid = pid
  }

  /// Reads a file name written by ``fileName``; nil for any other file.
  package init?(parsing fileName: String) {
    guard fileName.hasSuffix(".sock") else { return nil }
    let stem = fileName.dropLast(".sock".count)
    guard let dot = stem.lastIndex(of: ".") else { return nil }
    let digits = stem[stem.index(after: dot)...]
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let pid = Int32(digits), pid > 0
    else { return nil }
    let name = String(stem[..<dot])
    guard !name.isEmpty, Self.sanitized(name) == name else { return nil }
    self.name = name
    self.pid = pid
  }

  /// `<name>.<pid>.sock`.
  package var fileName: String { "\(name).\(pid).sock" }

  /// `name` with every character outside `[A-Za-z0-9._-]` replaced by `_`, a leading dot by
  /// `_`, cut to ``maximumNameLength``; `program` when nothing is left.
  static func sanitized(_ name: String) -> String {
    var kept = String(
      name.unicodeScalars.prefix(maximumNameLength).map { scalar -> Character in
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "-": return Character(scalar)
        default: return "_"
        }
      })
    if kept.hasPrefix(".") { kept = "_" + kept.dropFirst() }
    return kept.isEmpty ? "program" : kept
  }
}
