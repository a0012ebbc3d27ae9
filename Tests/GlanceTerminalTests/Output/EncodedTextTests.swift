import TestSupport
import Testing

@testable import GlanceCore
@testable import GlanceTerminal

/// Whatever text the panels are given (random scalars from every plane, invalid UTF-8, escape
/// sequences, joiners and bidi controls), the bytes sent to the terminal hold no control
/// character but those of the encoder's own sequences, and are valid UTF-8.
@Suite struct EncodedTextTests {
  static let pieces = [
    "\u{1B}[31m", "\u{9B}2J", "\r\n", "\t", "\u{0}", "\u{7F}", "\u{85}", "日本", "👨‍👩‍👧‍👦", "👍🏽",
    "🇯🇵", "e\u{301}\u{302}\u{303}\u{304}", "\u{200D}", "\u{202E}", "\u{2066}", "שלום", "مرحبا",
    "\u{E0067}", "1\u{FE0F}\u{20E3}", "\u{AD}", "\u{FEFF}",
  ]

  /// Up to 24 pieces: random bytes, random scalars of any plane, hostile pieces, ASCII.
  static func text(_ generator: inout SplitMix) -> String {
    var bytes: [UInt8] = []
    for _ in 0..<generator.next(24) {
      switch generator.next(4) {
      case 0: bytes.append(UInt8(generator.next(256)))
      case 1:
        let scalar = Unicode.Scalar(UInt32(generator.next(0x11_0000))) ?? "\u{FFFD}"
        bytes += Array(String(scalar).utf8)
      case 2: bytes += Array(pieces[generator.next(pieces.count)].utf8)
      default: bytes.append(UInt8(0x20 + generator.next(0x5F)))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `bytes` without the encoder's own control sequences (CSI sequences, and the backspace
  /// of a one-column step left), or `nil` when a CSI sequence is malformed.
  static func withoutSequences(_ bytes: [UInt8]) -> [UInt8]? {
    var text: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0x08 { continue }
      guard byte == 0x1B else {
        text.append(byte)
        continue
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
      index += 1
      while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
      guard index < bytes.count, (0x40...0x7E).contains(bytes[index]) else { return nil }
      index += 1
    }
    return text
  }

  @Test(arguments: 0..<200)
  func noControlByteReachesTheTerminal(seed: Int) throws {
    var generator = SplitMix(seed: UInt64(seed))
    let size = TerminalSize(columns: 30, rows: 6)
    var previous = CellBuffer(size: size)
    for utf8 in [true, false] {
      var encoder = CellEncoder(capabilities: .ecma48, colorEnabled: true, utf8: utf8)
      for frame in 0..<2 {
        var screen = CellBuffer(size: size)
        let lines = (0..<5).map { _ in TextLine(Self.text(&generator), style: Style(.accent)) }
        PanelWidget(title: Self.text(&generator), trailingTitle: Self.text(&generator))
          .render(into: &screen, area: screen.bounds, context: .standard)
        TextWidget(lines).render(
          into: &screen, area: PanelWidget.contentArea(for: screen.bounds), context: .standard)
        let changes = frame == 0 ? screen.allCells() : screen.changes(since: previous)
        encoder.encode(changes, repaint: frame == 0, size: size)
        previous = screen
        let text = try #require(Self.withoutSequences(encoder.bytes), "seed \(seed)")
        let decoded = try #require(String(validating: text, as: UTF8.self), "seed \(seed)")
        for scalar in decoded.unicodeScalars {
          let value = scalar.value
          #expect(value >= 0x20 && !(0x7F..<0xA0).contains(value), "seed \(seed): \(value)")
          #expect(utf8 || scalar.isASCII, "seed \(seed)")
        }
      }
    }
  }
}
