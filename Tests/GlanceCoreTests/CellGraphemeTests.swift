import Testing

@testable import GlanceCore

/// A cell joins zero-width scalars to its base as a terminal does, by width, not by Unicode's
/// grapheme rules: its scalars need not make one `Character`. Such a cell still shows one (the
/// first grapheme cluster) and its row's text keeps every scalar, so the headless screen reads
/// as a terminal and the web page draw it.
@Suite struct CellGraphemeTests {
  /// `a` + U+1160 (a Hangul filler of width 0, grapheme-break class V): one column, two
  /// grapheme clusters, from a program's own text.
  @Test func aZeroWidthScalarOutsideTheGraphemeJoinsTheColumnBefore() {
    var buffer = CellBuffer(width: 4, height: 1)
    #expect(buffer.write("a\u{1160}b", x: 0, y: 0) == 2)
    let cell = buffer[x: 0, y: 0]
    #expect(cell.unicodeScalars == ["a", "\u{1160}"])
    #expect(cell.character == "a")
    #expect(buffer.lines() == ["a\u{1160}b"])
    #expect(buffer.text.unicodeScalars.elementsEqual("a\u{1160}b".unicodeScalars))
  }

  /// A mark after a mark that starts a cluster: the first cluster is the base and the mark
  /// that extends it.
  @Test func theCharacterIsTheFirstCluster() {
    var buffer = CellBuffer(width: 3, height: 1)
    buffer.write("e\u{301}\u{1161}", x: 0, y: 0)
    #expect(buffer[x: 0, y: 0].character == "e\u{301}")
    #expect(buffer.lines() == ["e\u{301}\u{1161}"])
  }

  /// U+0600 (an Arabic number sign, one column) prepends itself to the character after it, a
  /// space included: the row's trailing spaces are trimmed all the same, as the page trims them.
  @Test func trailingSpacesAfterAPrependedMarkAreTrimmed() {
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.write("\u{600}", x: 1, y: 0)
    #expect(buffer.lines()[0].unicodeScalars.elementsEqual([" ", "\u{600}"]))
  }

  /// Cells as a wire or recording decoder rebuilds them: any printable scalars, whatever their
  /// grapheme-break classes (a spacing letter joined, a format character or a line separator as
  /// the base).
  @Test(
    arguments: [
      ("e", ["\u{201}"]), ("\u{200B}", ["\u{301}"]), ("\u{2028}", ["\u{301}"]),
      ("a", ["\u{301}", "\u{1160}", "\u{302}"]),
    ] as [(Unicode.Scalar, [Unicode.Scalar])])
  func aDecodedCellOfSeveralClustersShowsItsFirst(base: Unicode.Scalar, joined: [Unicode.Scalar]) {
    let cell = Cell(base: base, joinedScalars: joined, isWide: false, style: .normal)
    var first = String.UnicodeScalarView()
    cell.forEachScalar { first.append($0) }
    #expect(cell.character == String(first).first)
    #expect(cell.character.unicodeScalars.first == base)
    var buffer = CellBuffer(width: 2, height: 1)
    buffer[x: 0, y: 0] = cell
    buffer[x: 1, y: 0] = Cell(printableASCII: UInt8(ascii: "!"))
    #expect(buffer.lines()[0].unicodeScalars.elementsEqual([base] + joined + ["!"]))
  }
}
