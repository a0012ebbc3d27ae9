import Foundation
import GlanceTerminal
import ObserverModel
import TestSupport
import Testing

/// Output whose last line has no newline still reaches the board: the capture hands the
/// partial line on when the streams are put back, so that a `print(…, terminator: "")` or a
/// library's unfinished warning is not lost at exit. Each case runs in a child process, since
/// the capture redirects the process's own standard output and error.
@Suite(.threadOfItsOwn, .timeLimit(.minutes(1)))
struct PartialLineTests {
  static func captureThenStop(writing text: String) -> [String] {
    let lines = Lock<[String]>([])
    guard let capture = OutputCapture() else { return ["no capture"] }
    capture.start { line in lines.withLock { $0.append(line) } }
    FileHandle.standardOutput.write(Data(text.utf8))
    capture.stop()
    return lines.withLock { $0 }
  }

  @Test func aLastLineWithoutANewlineIsHandedOnAtTheEnd() async {
    await #expect(processExitsWith: .success) {
      let lines = Self.captureThenStop(writing: "first\nno newline at the end")
      exit(lines == ["first", "no newline at the end"] ? 0 : 1)
    }
  }

  @Test func completeLinesAreHandedOnWithoutAnEmptyLast() async {
    await #expect(processExitsWith: .success) {
      let lines = Self.captureThenStop(writing: "one\ntwo\n")
      exit(lines == ["one", "two"] ? 0 : 1)
    }
  }
}
