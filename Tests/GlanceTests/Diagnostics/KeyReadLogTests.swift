import Foundation
import Glance
import GlanceCore
import Testing

/// The key-read log that `glance attach` keeps for the console benchmark (GLANCE_KEY_TIMES):
/// off unless its variable names a file, then one `keyread NS KEY` line per key.
@Suite struct KeyReadLogTests {
  @Test func noFileNamedMeansNoLog() {
    #expect(KeyReadLog(fileNamedBy: "GLANCE_KEY_TIMES", environment: [:]) == nil)
    #expect(
      KeyReadLog(fileNamedBy: "GLANCE_KEY_TIMES", environment: ["GLANCE_KEY_TIMES": ""]) == nil)
    #expect(KeyReadLog(fileNamedBy: "OTHER", environment: ["GLANCE_KEY_TIMES": "/tmp/x"]) == nil)
  }

  @Test func eachKeyIsOneLineWithTheTimeItWasRead() throws {
    let path = FileManager.default.temporaryDirectory
      .appending(path: "glance-keyread-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "left over\n".write(toFile: path, atomically: true, encoding: .utf8)
    let log = try #require(
      KeyReadLog(fileNamedBy: "GLANCE_KEY_TIMES", environment: ["GLANCE_KEY_TIMES": path]))
    log.note([.character("a"), .up], at: 42)
    log.note([.character("b")], at: 43)
    // The file starts empty: only this run's keys.
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "keyread 42 \(Key.character("a"))\nkeyread 42 \(Key.up)\nkeyread 43 \(Key.character("b"))\n"
    )
  }

  @Test func theClockIsMonotonic() {
    let first = KeyReadLog.now()
    let second = KeyReadLog.now()
    #expect(first > 0 && second >= first)
  }
}
