import Foundation
import GlanceCore
import Testing

/// The golden screens' folder: `Golden` beside this file's `Support` folder, found through
/// `#filePath`, so that it works from any working directory without bundled resources.
private let goldenDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .appendingPathComponent("Golden", isDirectory: true)

/// Whether this run records golden files instead of comparing them (`RECORD_GOLDEN=1`).
private var isRecordingGolden: Bool {
  ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
}

/// Compares `text` with `Golden/<name>.txt`, or writes the file when recording. A missing file
/// fails and says how to record it; a mismatch shows the first differing line and the screen.
func assertGolden(
  _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = goldenDirectory.appendingPathComponent("\(name).txt")
  let stored = text + "\n"
  if isRecordingGolden {
    do {
      try FileManager.default.createDirectory(
        at: goldenDirectory, withIntermediateDirectories: true)
      try stored.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "no golden file \(url.path); RECORD_GOLDEN=1 records it", sourceLocation: sourceLocation)
    return
  }
  guard expected != stored else { return }
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = stored.split(separator: "\n", omittingEmptySubsequences: false)
  let line =
    zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(expectedLines.count, actualLines.count)
  Issue.record(
    "golden \(name) differs at line \(line + 1) (RECORD_GOLDEN=1 re-records it):\n\(stored)",
    sourceLocation: sourceLocation)
}

/// The golden text of `buffer`: its characters (folded to ASCII with ASCII glyphs, as the
/// backend sends them) and, in colour, one character per cell naming its colour role.
func goldenText(_ buffer: CellBuffer, context: RenderContext) -> String {
  let buffer = context.glyphs.isASCII ? buffer.foldedToASCII() : buffer
  var sections = ["\(buffer.width)x\(buffer.height)", buffer.text]
  if context.colorEnabled {
    let roles = buffer.rowStrings { roleCode($0.style.role) }
    sections += ["-- roles", roles.map { buffer.trimTrailing($0, ".") }.joined(separator: "\n")]
  }
  return sections.joined(separator: "\n")
}

/// One character per colour role: `.` normal, `T` title, `b` border, `F` focus border,
/// `A` accent, `+` positive, `-` negative, `m` muted, `H` highlight, `W` warning, `K` key.
private func roleCode(_ role: ColorRole) -> Character {
  switch role {
  case .normal: "."
  case .title: "T"
  case .border: "b"
  case .focusBorder: "F"
  case .accent: "A"
  case .positive: "+"
  case .negative: "-"
  case .muted: "m"
  case .highlight: "H"
  case .warning: "W"
  case .footerKey: "K"
  }
}
