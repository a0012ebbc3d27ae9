import Testing

@testable import GlanceWire

/// Reasons and refusals are cases in code and sentences on the wire (version 1): every case
/// reads back from its sentence as itself, a sentence with no case reads as `other`, and a
/// refusal picks the exit status of `glance attach`.
struct ConsoleReasonTests {
  static let reasons: [EndReason] = [
    .detached, .quit(program: "dashboard"), .quit(program: "a program with spaces"),
    .stoppedServing, .viewerLeft, .notAHello,
    .unreadable("malformed input: 126 is not a viewer's message"),
    .other("closed for maintenance"),
  ]

  static let refusals: [Refusal] = [
    .otherUser(owner: 0, viewer: 1000), .otherUser(owner: 1000, viewer: 65534),
    .full(limit: 8),
    .versionMismatch(
      "\(WireError.versionMismatch(ours: 1...1, theirs: 7...9))"),
    .other("closed for maintenance"),
  ]

  @Test(arguments: reasons)
  func anEndReasonReadsBackFromItsSentence(reason: EndReason) {
    #expect(EndReason(text: reason.text) == reason)
  }

  @Test(arguments: refusals)
  func aRefusalReadsBackFromItsSentence(refusal: Refusal) {
    #expect(Refusal(text: refusal.text) == refusal)
  }

  @Test func sentencesWithNoCaseReadAsOther() {
    #expect(EndReason(text: "") == .other(""))
    #expect(EndReason(text: " quit") == .other(" quit"))
    #expect(EndReason(text: "Detached") == .other("Detached"))
    #expect(
      Refusal(text: "this board is served to its own user only (uid x); you are uid 1")
        == .other(
          "this board is served to its own user only (uid x); you are uid 1"))
    #expect(
      Refusal(text: "many viewers are attached already")
        == .other(
          "many viewers are attached already"))
  }

  @Test func aRefusalChoosesTheAttachExitStatus() {
    #expect(CommandStatus.refused(.otherUser(owner: 0, viewer: 1)) == .notPermitted)
    #expect(CommandStatus.refused(.full(limit: 8)).rawValue == 75)
    #expect(CommandStatus.refused(.versionMismatch("no common version")).rawValue == 69)
    #expect(CommandStatus.notPermitted.rawValue == 77)
  }
}
