import Testing

@testable import GlanceCore

/// Text from models and users: whatever it holds, it reaches the cells as printable
/// characters, inside its area, at a cost bounded by the columns shown.
@Suite struct UntrustedTextTests {
  static let tenMegabytes = 10_000_000

  /// Every cell of `buffer` holds a printable character of the cell's width.
  func allCellsPrintable(_ buffer: CellBuffer) -> Bool {
    buffer.cells.allSatisfy { $0.isDrawable }
  }

  @Test func tenMegabytesIntoFortyColumnsReadsAboutFortyColumns() {
    for scalar: Unicode.Scalar in ["a", "é", "漢", "\u{1B}", "\u{200B}", "\u{301}"] {
      let counter = ReadCounter()
      var buffer = CellBuffer(width: 40, height: 1)
      let advanced = buffer.write(
        scalars: CountingScalars(then: scalar, count: Self.tenMegabytes, counter: counter), x: 0,
        y: 0)
      #expect(advanced == 40 || scalar == "\u{200B}")
      #expect(
        counter.reads <= 42 * (ColumnScanner<CountingScalars>.maxJoined + 1),
        "read \(counter.reads) scalars of \(scalar.escaped(asASCII: true))")
    }
  }

  @Test func aWriteStopsAtTheRightEdgeEvenWithoutAMaximum() {
    let counter = ReadCounter()
    var buffer = CellBuffer(width: 10, height: 1)
    let advanced = buffer.write(
      scalars: CountingScalars(then: "x", count: Self.tenMegabytes, counter: counter), x: 4, y: 0)
    #expect(advanced == 6)
    #expect(counter.reads <= 8)
  }

  @Test func theASCIICheckReadsOnlyThePrefixItNeeds() {
    let counter = ReadCounter()
    let ascii = String.startsWithPrintableASCII(
      CountingBytes(UInt8(ascii: "a"), count: Self.tenMegabytes, counter: counter), columns: 40)
    #expect(ascii)
    #expect(counter.reads == 41)
  }

  @Test func theOneColumnScalarCheckReadsOnlyThePrefixItNeeds() {
    let counter = ReadCounter()
    let common = String.startsWithCommonScalars(
      CountingScalars(then: "─", count: Self.tenMegabytes, counter: counter), columns: 40)
    #expect(common)
    #expect(counter.reads == 41)
  }

  @Test func endlessCombiningMarksCostABoundedAmountPerColumn() {
    let counter = ReadCounter()
    var scanner = ColumnScanner(
      CountingScalars(["a"], then: "\u{301}", count: Self.tenMegabytes, counter: counter))
    #expect(scanner.next()?.unicodeScalars == ["a", "\u{301}", "\u{301}", "\u{301}"])
    #expect(counter.reads <= ColumnScanner<CountingScalars>.maxJoined + 2)
  }

  @Test func endlessInvisibleCharactersCostABoundedAmountPerColumn() {
    let counter = ReadCounter()
    var scanner = ColumnScanner(
      CountingScalars(["a"], then: "\u{200B}", count: Self.tenMegabytes, counter: counter))
    #expect(scanner.next()?.character == "a")
    #expect(scanner.next()?.character == "\u{FFFD}")
    #expect(counter.reads <= 2 * ColumnScanner<CountingScalars>.maxJoined + 4)
  }

  @Test func tenMegabytesOfTextAreCutInEveryTextPath() {
    let huge = String(repeating: "abc漢\u{1B}", count: Self.tenMegabytes / 8)
    #expect(huge.truncated(toWidth: 6, ellipsis: "…") == "abc漢…")
    #expect(huge.truncated(toWidth: 5, ellipsis: "…") == "abc…")
    #expect(huge.columns(upTo: 40) == 40)
    let line = TextLine([TextSpan("> "), TextSpan(huge, style: Style(.accent))])
    #expect(line.truncated(toWidth: 6, ellipsis: "…").plainText == "> abc…")
    #expect(line.truncated(toWidth: 7, ellipsis: "…").plainText == "> abc…")
    #expect(line.truncated(toWidth: 8, ellipsis: "…").plainText == "> abc漢…")
    var buffer = CellBuffer(width: 12, height: 3)
    TextWidget([line]).render(
      into: &buffer, area: Rect(x: 1, y: 0, width: 8, height: 1), context: .standard)
    TableWidget(columns: [TableColumn("t", width: .fixed(8))], rows: [[TableCell(huge)]])
      .render(into: &buffer, area: Rect(x: 1, y: 1, width: 8, height: 2), context: .plain)
    #expect(buffer.lines() == [" > abc漢…", " t", " abc漢\u{FFFD}a~"])
  }

  @Test func escapeSequencesAndControlCharactersNeverReachACell() {
    let hostile = "\u{1B}[31mred\u{1B}]0;title\u{7}\u{9B}2J\r\n\t\u{0}\u{7F}\u{200B}x\u{202E}y"
    var buffer = CellBuffer(width: 40, height: 1)
    buffer.write(hostile, x: 0, y: 0)
    #expect(allCellsPrintable(buffer))
    // ESC, BEL, CSI, CR LF (one character), tab, NUL and DEL show as U+FFFD; U+200B and
    // U+202E are dropped.
    let replaced =
      "\u{FFFD}[31mred\u{FFFD}]0;title\u{FFFD}\u{FFFD}2J" + String(repeating: "\u{FFFD}", count: 4)
    #expect(buffer.lines() == [replaced + "xy"])
    buffer.draw(clippedTo: buffer.bounds) { buffer in
      var writer = RowWriter(row: 0, of: buffer.area, in: buffer)
      writer.text(hostile, .normal, into: &buffer)
    }
    #expect(allCellsPrintable(buffer))
  }

  /// Bytes that are not UTF-8 (a stray continuation byte, a truncated sequence, an encoded
  /// surrogate, an overlong form) decode to U+FFFD, each one column.
  @Test func invalidUTF8ShowsAsTheReplacementCharacter() {
    let bytes: [UInt8] = [0x61, 0xFF, 0xC3, 0x62, 0xED, 0xA0, 0x80, 0xC0, 0xAF, 0x63]
    var buffer = CellBuffer(width: 12, height: 1)
    let advanced = buffer.write(String(decoding: bytes, as: UTF8.self), x: 0, y: 0)
    let shown = buffer.lines()[0]
    #expect(shown.hasPrefix("a\u{FFFD}\u{FFFD}b") && shown.hasSuffix("c"))
    #expect(shown.unicodeScalars.allSatisfy { $0.isASCII || $0 == "\u{FFFD}" })
    #expect(advanced == shown.unicodeScalars.count)
  }

  @Test func wideCharactersTakeTwoColumnsAndMarksJoinTheirBase() {
    var buffer = CellBuffer(width: 20, height: 1)
    let advanced = buffer.write("a漢😀👍🏽e\u{301}\u{FE0F}b", x: 0, y: 0)
    #expect(buffer.lines() == ["a漢😀👍🏽e\u{301}\u{FE0F}b"])
    #expect(advanced == 11)
    #expect("a漢😀👍🏽e\u{301}\u{FE0F}b".columns == 11)
    #expect(buffer[x: 2, y: 0].isContinuation && buffer[x: 1, y: 0].isWide)
    #expect(allCellsPrintable(buffer))
  }
}

/// The characters frames are made of never join their neighbours, so the scanner can skip the
/// property lookup for them.
@Suite struct ColumnScannerJoiningTests {
  @Test func commonSingleColumnScalarsNeverJoin() {
    for value in UInt32(0x20)...0x2FFF {
      guard let scalar = Unicode.Scalar(value), ColumnWidth.isCommonSingleColumn(scalar) else {
        continue
      }
      #expect(!scalar.properties.isGraphemeExtend, "U+\(String(value, radix: 16))")
      #expect(scalar.properties.generalCategory != .spacingMark)
      #expect(ColumnScanner<String.UnicodeScalarView.Iterator>.joining(scalar) == .single)
    }
  }
}
