/// One terminal column: a character and its style.
///
/// A cell holds a base scalar and up to ``maxJoinedScalars`` zero-width scalars joined to it
/// (combining marks, U+200D, variation selectors, tags): so `e` + U+0301 is one cell showing
/// é. A wide character (CJK, most emoji) is a *lead* cell followed by a *continuation* cell,
/// which shows nothing of its own: the terminal draws the lead over both columns. Widths are
/// those ``ColumnWidth`` measures, which is what ncursesw and the terminal use.
///
/// A cell is one machine word, so building, copying and diffing a full frame stays cheap and
/// allocation-free, and two cells are equal when their words are. One joined scalar is stored
/// inline; two or three are a number in `JoinedScalarTable`, so that text pays for them only
/// where they appear.
public struct Cell: Hashable, Sendable {
  /// From the low bits: the base scalar (21 bits), the style's role and attributes (a byte
  /// each), the ``isWide`` and ``isContinuation`` flags, a flag saying the top 24 bits number
  /// a combination in `JoinedScalarTable`, and those 24 bits, which otherwise hold the one
  /// joined scalar (every zero-width scalar lies below U+100000), or 0 for none.
  private var bits: UInt64

  private static let scalarMask: UInt64 = (1 << 21) - 1
  private static let styleShift: UInt64 = 21
  private static let styleMask: UInt64 = 0xFFFF << styleShift
  private static let wideFlag: UInt64 = 1 << 37
  private static let continuationFlag: UInt64 = 1 << 38
  /// The table flag and everything above it: nonzero exactly when scalars are joined.
  private static let joinedShift: UInt64 = 39

  /// The base character, as its single scalar (a space in a continuation cell).
  public var scalar: Unicode.Scalar {
    Unicode.Scalar(UInt32(truncatingIfNeeded: bits & Self.scalarMask)) ?? " "  // set from one
  }

  /// The cell's style.
  public var style: Style {
    get {
      Style(
        ColorRole(rawValue: UInt8(truncatingIfNeeded: bits >> Self.styleShift)) ?? .normal,
        TextAttributes(rawValue: UInt8(truncatingIfNeeded: bits >> (Self.styleShift + 8))))
    }
    set { bits = bits & ~Self.styleMask | Self.styleBits(newValue) }
  }

  /// `style` placed in a cell's word.
  @inline(__always) private static func styleBits(_ style: Style) -> UInt64 {
    (UInt64(style.role.rawValue) | UInt64(style.attributes.rawValue) << 8) << styleShift
  }

  /// The most zero-width scalars one cell keeps; further ones joined to the same character are
  /// dropped (they take no column, so the layout is the same).
  public static let maxJoinedScalars = 3

  // Public: what Cell's, Glyphs' and ChartGlyphs' documentation says a cell shows instead.
  /// What stands for a character an output cannot show: in a frame folded to ASCII, and for a
  /// glyph that must fill one column on its own and does not (a chart's bars).
  public static let replacement: Character = "?"

  // Public: a custom Widget clears cells with it.
  /// A space in the default style.
  public static let blank = Cell(singleColumn: " ")

  /// A cell showing the first column of `character` (a control or unassigned scalar shows as
  /// U+FFFD, a character made only of dropped scalars as a space). A wide character gives its
  /// lead cell; a buffer adds the continuation when it stores it.
  public init(_ character: Character, style: Style = .normal) {
    var scanner = ColumnScanner(character.unicodeScalars.makeIterator())
    self = scanner.next() ?? .blank
    self.style = style
  }

  /// A cell showing a printable ASCII byte (`0x20..<0x7F`), which needs no width check.
  public init(printableASCII byte: UInt8, style: Style = .normal) {
    assert(byte >= 0x20 && byte < 0x7F, "not printable ASCII")
    self.init(singleColumn: Unicode.Scalar(byte), style: style)
  }

  /// A cell showing `scalar`, which the caller knows is one column wide on its own
  /// (``ColumnWidth/isCommonSingleColumn(_:)``).
  public init(singleColumn scalar: Unicode.Scalar, style: Style = .normal) {
    bits = UInt64(scalar.value) | Self.styleBits(style)
  }

  /// A cell of `base` with `marks` joined (only the first ``maxJoinedScalars`` are kept).
  init(base: Unicode.Scalar, marks: JoinedScalars, isWide: Bool, style: Style = .normal) {
    bits = UInt64(base.value) | Self.styleBits(style) | (isWide ? Self.wideFlag : 0)
    bits |= marks.cellBits << Self.joinedShift
  }

  /// A cell rebuilt from its parts, as a wire or recording decoder reads them: `base`, up to
  /// ``maxJoinedScalars`` scalars joined to it (further ones are dropped), and whether it is a
  /// wide lead. The scalars are kept as given, zero-width or not, one grapheme cluster or not
  /// (see ``character``).
  package init(
    base: Unicode.Scalar, joinedScalars: some Sequence<Unicode.Scalar>, isWide: Bool,
    style: Style
  ) {
    var marks = JoinedScalars()
    for mark in joinedScalars { marks.append(mark) }
    self.init(base: base, marks: marks, isWide: isWide, style: style)
  }

  /// The scalar of `character` when it shows as itself in one column on its own, else
  /// ``replacement``: for glyphs that fill cells one scalar at a time (chart bars, sparklines).
  static func oneColumnScalar(_ character: Character) -> Unicode.Scalar {
    let cell = Cell(character)
    let isItself = cell.width == 1 && !cell.hasJoinedScalars && cell.character == character
    return isItself ? cell.scalar : Cell.replacement.unicodeScalars.first ?? "?"
  }

  /// Whether two cells show the same character in the same style: their words are equal (a
  /// combination of joined scalars has one number), so that a frame diff compares cells
  /// without a protocol call.
  @inline(__always)
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    lhs.bits == rhs.bits
  }

  /// The right half of a wide character, in `style`. A terminal draws both halves in the lead's
  /// style: a continuation's own style does not show.
  public static func continuation(style: Style = .normal) -> Cell {
    var cell = Cell(singleColumn: " ", style: style)
    cell.bits |= continuationFlag
    return cell
  }

  /// Whether this is the lead cell of a two-column character.
  public var isWide: Bool { bits & Self.wideFlag != 0 }

  /// Whether this is the right half of a two-column character.
  public var isContinuation: Bool { bits & Self.continuationFlag != 0 }

  /// Whether scalars are joined to the base.
  public var hasJoinedScalars: Bool { bits >> Self.joinedShift != 0 }

  /// The columns the cell's character takes: 2 for a wide lead, 0 for a continuation, else 1.
  public var width: Int { isContinuation ? 0 : isWide ? 2 : 1 }

  /// The base followed by the joined scalars, in order.
  public var unicodeScalars: [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    forEachScalar { scalars.append($0) }
    return scalars
  }

  /// Calls `body` with the base, then with each joined scalar in order.
  @inline(__always)
  public func forEachScalar(_ body: (Unicode.Scalar) -> Void) {
    body(scalar)
    let joined = bits >> Self.joinedShift
    guard joined != 0 else { return }
    JoinedScalars(cellBits: joined).forEach(body)
  }

  /// The character shown: the base with its joined scalars (a space for a continuation).
  ///
  /// A cell joins a zero-width scalar to its base by width, as a terminal does, not by
  /// Unicode's grapheme rules, and a wire decoder keeps the joined scalars it reads: so the
  /// scalars need not make one `Character` (`a` with U+1160, a Hangul filler of width 0, are
  /// two). This is then the first grapheme cluster, the base with the joined scalars that
  /// extend it; ``unicodeScalars`` and ``CellBuffer/lines()`` keep every scalar.
  public var character: Character {
    guard hasJoinedScalars else { return Character(scalar) }
    var text = String.UnicodeScalarView()
    forEachScalar { text.append($0) }
    return String(text).first ?? Character(scalar)
  }
}

extension Cell {
  /// Whether the cell is one a text write can produce: a printable base whose width is the
  /// cell's (or a continuation), and joined scalars that take no column; nothing that would
  /// reach the terminal as a control character or an invisible one. What the robustness tests
  /// and the fuzzers check every drawn cell against.
  var isDrawable: Bool {
    if isContinuation { return scalar == " " && !hasJoinedScalars }
    let baseFits: Bool
    switch ColumnWidth.kind(of: scalar) {
    case .single: baseFits = !isWide
    case .double: baseFits = isWide
    case .joins, .dropped, .unprintable: baseFits = false
    }
    var joinedFit = true
    var isBase = true
    forEachScalar { joinedScalar in
      if !isBase, ColumnWidth.kind(of: joinedScalar) != .joins { joinedFit = false }
      isBase = false
    }
    return baseFits && joinedFit
  }
}
