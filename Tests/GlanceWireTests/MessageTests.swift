import GlanceCore
import Testing

@testable import GlanceWire

@Suite struct MessageTests {
  static let allKeys: [Key] = [
    .character("a"), .character(" "), .character("é"), .character("👍🏽"), .control("l"), .escape,
    .tab, .backTab, .enter, .backspace, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end,
    .function(1), .function(12), .focusIn, .focusOut, .unknown(4242),
  ]

  @Test func viewerMessagesRoundTrip() throws {
    let messages: [ViewerMessage] = [
      .hello(
        versions: 1...1, size: TerminalSize(columns: 132, rows: 43), color: true, ascii: false,
        name: "glance"),
      .keys(Self.allKeys), .resized(TerminalSize(columns: 20, rows: 5)), .detach,
    ]
    for message in messages {
      #expect(try ViewerMessage.read(message.encoded) == message)
    }
  }

  @Test func programMessagesRoundTrip() throws {
    let messages: [ProgramMessage] = [
      .welcome(version: 1, pid: 4242, program: "dashboard", title: "Observer dashboard"),
      .refused(reason: .otherUser(owner: 1000, viewer: 1001), versions: 1...3),
      .refused(reason: .other("closed for maintenance"), versions: 1...1),
      .frame(FrameUpdate(size: TerminalSize(columns: 3, rows: 1), repaint: false, changes: [])),
      .ended(reason: .quit(program: "dashboard")),
      .ended(reason: .detached),
    ]
    for message in messages {
      #expect(try ProgramMessage.read(message.encoded) == message)
    }
  }

  @Test func aHelloOfNoCommonVersionSaysWhichVersionsEachSpeaks() {
    let hello = ViewerMessage.hello(
      versions: 7...9, size: TerminalSize(columns: 80, rows: 24), color: false, ascii: false,
      name: "future")
    #expect(throws: WireError.versionMismatch(ours: WireVersion.supported, theirs: 7...9)) {
      try ViewerMessage.read(hello.encoded)
    }
    let error = WireError.versionMismatch(ours: 1...1, theirs: 7...9)
    #expect(
      "\(error)"
        == "wire versions do not match: this side speaks version 1, the other side speaks versions 7–9"
    )
  }

  @Test func theAgreedVersionIsTheHighestBothSpeak() {
    #expect(WireVersion.agreed(ours: 1...3, theirs: 2...5) == 3)
    #expect(WireVersion.agreed(ours: 1...3, theirs: 4...5) == nil)
  }

  @Test func trailingBytesAndUnknownTypesAreRefused() {
    #expect(throws: WireError.self) { try ViewerMessage.read(ViewerMessage.detach.encoded + [0]) }
    #expect(throws: WireError.self) { try ViewerMessage.read([0x7E]) }
    #expect(throws: WireError.self) { try ProgramMessage.read([0x01]) }
    #expect(throws: WireError.self) { try ViewerMessage.read([]) }
  }

  @Test func aKeyCountLargerThanTheMessageIsRefusedWithoutAllocatingIt() {
    var writer = ByteWriter()
    writer.byte(0x02)
    writer.varint(4_000)
    #expect(throws: WireError.truncated("a message of keys")) {
      try ViewerMessage.read(writer.bytes)
    }
  }
}
