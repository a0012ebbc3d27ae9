import Foundation
import Testing

/// The folder of golden screens of the test target that `sourceLocation` is in: `Golden` in the
/// target's folder (`Tests/<Target>/Golden`), found from the calling file's path, so that it
/// works from any working directory without bundled resources.
private func goldenDirectory(for sourceLocation: SourceLocation) -> URL {
  var folder = URL(fileURLWithPath: sourceLocation.filePath).deletingLastPathComponent()
  while folder.deletingLastPathComponent().lastPathComponent != "Tests", folder.path != "/" {
    folder.deleteLastPathComponent()
  }
  return folder.appendingPathComponent("Golden", isDirectory: true)
}

/// Whether this run re-records golden files instead of comparing (`RECORD_GOLDEN=1`).
package var isRecordingGolden: Bool {
  ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
}

/// Compares `text` with `Golden/<name>.txt` in the calling test target's folder; with
/// `RECORD_GOLDEN=1` writes the file instead.
///
/// A missing file fails (and says how to record it); a mismatch fails with the first differing
/// line and the whole actual text, so a reviewer can see the new screen in the log.
package func assertGolden(
  _ text: String, named name: String, recording: Bool = isRecordingGolden,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = goldenDirectory(for: sourceLocation)
  let url = folder.appendingPathComponent("\(name).txt")
  let stored = text + "\n"
  if recording {
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true)
      try stored.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "missing golden file \(url.path); run with RECORD_GOLDEN=1 to create it",
      sourceLocation: sourceLocation)
    return
  }
  guard expected != stored else { return }
  Issue.record(
    Comment(rawValue: goldenMismatch(expected: expected, actual: stored, name: name)),
    sourceLocation: sourceLocation)
}

/// Describes where two golden texts first differ.
package func goldenMismatch(expected: String, actual: String, name: String) -> String {
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let firstDifference =
    zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(expectedLines.count, actualLines.count)
  func line(_ lines: [Substring], _ index: Int) -> String {
    index < lines.count ? "\"\(lines[index])\"" : "(no line)"
  }
  return """
    golden \(name) differs at line \(firstDifference + 1):
      expected \(line(expectedLines, firstDifference))
      actual   \(line(actualLines, firstDifference))
    (re-record with RECORD_GOLDEN=1 if the change is intended) actual screen:
    \(actual)
    """
}
