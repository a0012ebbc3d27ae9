import Foundation
import TestSupport
import Testing

/// The README's screen capture is the output of the command it names: with `--seed`, a headless
/// run is deterministic (virtual time), so the capture can be compared byte for byte and cannot
/// drift from the program.
@Suite("README capture", .threadOfItsOwn)
struct ReadmeCaptureTests {
  private static let readme = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "README.md")

  /// The capture block and the arguments of the `(Captured with `dashboard …`)` line after it.
  static func capture(in text: String) -> (screen: String, arguments: [String])? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let named = lines.firstIndex(where: { $0.hasPrefix("(Captured with `dashboard ") }),
      let close = lines[..<named].lastIndex(of: "```"),
      let open = lines[..<close].lastIndex(of: "```")
    else { return nil }
    let command = lines[named].dropFirst("(Captured with `dashboard ".count)
      .prefix { $0 != "`" }
    return (lines[(open + 1)..<close].joined(separator: "\n"), arguments(of: String(command)))
  }

  /// Splits a command line on spaces, keeping double-quoted words whole.
  static func arguments(of command: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    for character in command {
      if character == "\"" {
        quoted.toggle()
      } else if character == " ", !quoted {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  @Test func theCaptureIsWhatItsCommandPrints() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let capture = try #require(Self.capture(in: text), "no capture block in README.md")
    #expect(capture.arguments.contains("--headless") && capture.arguments.contains("--seed"))
    for _ in 0..<2 {
      let printed = try Shell.run(TmuxSession.dashboardPath, capture.arguments)
      #expect(
        printed.trimmingCharacters(in: .newlines) == capture.screen,
        "README.md's capture differs from `dashboard \(capture.arguments.joined(separator: " "))`")
    }
  }

  @Test func aSeededHeadlessRunFollowsItsKeysInVirtualTime() throws {
    // n: a number now; +++: 1s → 500ms → 250ms → 100ms; Space: pause; n: one more while paused.
    // Ten virtual seconds pass in no time, and nothing more is drawn while paused.
    let arguments = [
      "--headless", "--seed", "7", "--keys", "n+++<space>n", "--duration", "10s",
    ]
    let first = try Shell.run(TmuxSession.dashboardPath, arguments)
    #expect(first.contains("count 2  every 100ms  paused"), "\(first)")
    #expect(try Shell.run(TmuxSession.dashboardPath, arguments) == first)
  }

  @Test func pausingInVirtualTimeDrawsNothingMore() throws {
    let text = try Shell.run(
      TmuxSession.dashboardPath,
      [
        "--headless", "--seed", "5", "--interval", "100ms", "--keys", "n<space>", "--duration",
        "5s",
      ])
    #expect(text.contains("count 1  every 100ms  paused"), "\(text)")
  }

  @Test func aDriftedCaptureIsFound() {
    let readme = "x\n\n```\nscreen 1\nscreen 2\n```\n\n(Captured with `dashboard --a \"b c\"`.)\n"
    let capture = Self.capture(in: readme)
    #expect(capture?.screen == "screen 1\nscreen 2")
    #expect(capture?.arguments == ["--a", "b c"])
    #expect(Self.capture(in: "no capture here") == nil)
  }
}
