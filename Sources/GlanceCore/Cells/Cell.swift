/// One terminal column: a character and its style.
///
/// A cell holds a base scalar and up to ``maxJoinedScalars`` zero-width scalars joined to it
/// (combining marks, U+200D, variation selectors, tags): so `e` + U+0301 is one cell showing
/// é. A wide character (CJK, most emoji) is a *lead* cell followed by a *continuation* cell,
/// which shows nothing of its own: the terminal draws the lead over both columns. Widths are
/// those ``ColumnWidth`` measures, which is what ncursesw and the terminal use.
///
/// Everything is stored inline in two machine words, so building, copying and diffing a full
/// frame stays cheap and allocation-free: two cells are equal when both words are.
public struct Cell: Hashable, Sendable {
  /// Up to three joined scalars of 20 bits each (every zero-width scalar lies below
  /// U+100000), then the ``isWide`` and ``isContinuation`` flags in the top bits.
  private let joined: UInt64
  /// The base scalar in the low 32 bits, the style's role and attributes in the two bytes
  /// above: one word, so that a frame diff compares a cell in two comparisons, not four.
  private var head: UInt64

  /// The base character, as its single scalar (a space in a continuation cell).
  public var scalar: Unicode.Scalar {
    Unicode.Scalar(UInt32(truncatingIfNeeded: head)) ?? " "  // only ever set from a scalar
  }

  /// The cell's style.
  public var style: Style {
    get {
      Style(
        ColorRole(rawValue: UInt8(truncatingIfNeeded: head >> 32)) ?? .normal,
        TextAttributes(rawValue: UInt8(truncatingIfNeeded: head >> 40)))
    }
    set { head = Self.head(scalar: head & 0xFFFF_FFFF, style: newValue) }
  }

  /// The head word of `scalar` (its value) in `style`.
  @inline(__always) private static func head(scalar: UInt64, style: Style) -> UInt64 {
    scalar | UInt64(style.role.rawValue) << 32 | UInt64(style.attributes.rawValue) << 40
  }

  /// The most zero-width scalars one cell keeps; further ones joined to the same character are
  /// dropped (they take no column, so the layout is the same).
  public static let maxJoinedScalars = 3

  /// What stands for a character an output cannot show: in a frame folded to ASCII, and for a
  /// glyph that must fill one column on its own and does not (a chart's bars).
  public static let replacement: Character = "?"

  /// A space in the default style.
  public static let blank = Cell(singleColumn: " ")

  private static let wideFlag: UInt64 = 1 << 62
  private static let continuationFlag: UInt64 = 1 << 63
  private static let slotBits: UInt64 = 20
  private static let slotMask: UInt64 = (1 << 20) - 1

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
    joined = 0
    head = Self.head(scalar: UInt64(scalar.value), style: style)
  }

  /// A cell of `base` with `marks` joined (only the first ``maxJoinedScalars`` are kept).
  init(base: Unicode.Scalar, marks: JoinedScalars, isWide: Bool, style: Style = .normal) {
    joined = marks.packed | (isWide ? Self.wideFlag : 0)
    head = Self.head(scalar: UInt64(base.value), style: style)
  }

  /// A cell rebuilt from its parts, as a wire or recording decoder reads them: `base`, up to
  /// ``maxJoinedScalars`` zero-width scalars joined to it (further ones are dropped), and
  /// whether it is a wide lead.
  package init(
    base: Unicode.Scalar, joinedScalars: some Sequence<Unicode.Scalar>, isWide: Bool,
    style: Style
  ) {
    var marks = JoinedScalars()
    for mark in joinedScalars { marks.append(mark) }
    self.init(base: base, marks: marks, isWide: isWide, style: style)
  }

  private init(scalar: Unicode.Scalar, joined: UInt64, style: Style) {
    self.joined = joined
    head = Self.head(scalar: UInt64(scalar.value), style: style)
  }

  /// The scalar of `character` when it shows as itself in one column on its own, else
  /// ``replacement``: for glyphs that fill cells one scalar at a time (chart bars, sparklines).
  static func oneColumnScalar(_ character: Character) -> Unicode.Scalar {
    let cell = Cell(character)
    let isItself = cell.width == 1 && !cell.hasJoinedScalars && cell.character == character
    return isItself ? cell.scalar : Cell.replacement.unicodeScalars.first ?? "?"
  }

  /// Whether two cells show the same character in the same style: word by word, so that a
  /// frame diff compares cells without a protocol call.
  @inline(__always)
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    lhs.head == rhs.head && lhs.joined == rhs.joined
  }

  /// The right half of a wide character, in `style`. A terminal draws both halves in the lead's
  /// style: a continuation's own style does not show.
  public static func continuation(style: Style = .normal) -> Cell {
    Cell(scalar: " ", joined: continuationFlag, style: style)
  }

  /// Whether this is the lead cell of a two-column character.
  public var isWide: Bool { joined & Self.wideFlag != 0 }

  /// Whether this is the right half of a two-column character.
  public var isContinuation: Bool { joined & Self.continuationFlag != 0 }

  /// Whether scalars are joined to the base.
  public var hasJoinedScalars: Bool { joined & JoinedScalars.allSlots != 0 }

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
    var rest = joined & JoinedScalars.allSlots
    while rest != 0 {
      if let mark = Unicode.Scalar(UInt32(truncatingIfNeeded: rest & Self.slotMask)) {
        body(mark)
      }
      rest >>= Self.slotBits
    }
  }

  /// The character shown: the base with its joined scalars (a space for a continuation).
  public var character: Character {
    guard hasJoinedScalars else { return Character(scalar) }
    var text = String.UnicodeScalarView()
    forEachScalar { text.append($0) }
    return Character(String(text))
  }
}

/// Up to ``Cell/maxJoinedScalars`` zero-width scalars joined to one base, packed as a cell
/// stores them.
struct JoinedScalars {
  /// The bits of the three slots.
  static let allSlots: UInt64 = (1 << 60) - 1
  private(set) var packed: UInt64 = 0
  private var count = 0

  /// Adds `scalar` if a slot is free (and it fits a slot, as every zero-width scalar does).
  mutating func append(_ scalar: Unicode.Scalar) {
    guard count < Cell.maxJoinedScalars, scalar.value < 1 << 20 else { return }
    packed |= UInt64(scalar.value) << (20 * UInt64(count))
    count += 1
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
