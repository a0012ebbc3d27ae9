import Foundation
import TestSupport
import Testing

/// With `--seed`, a headless run is deterministic (virtual time): the same arguments print the
/// same screen, whatever the machine's load. (The README's capture of such a run is compared
/// with its command in `.ci/examples`, with the other marked captures.)
@Suite("Seeded headless runs", .threadOfItsOwn)
struct SeededHeadlessRunTests {
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
}
