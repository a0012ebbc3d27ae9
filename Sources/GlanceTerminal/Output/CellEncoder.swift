import GlanceCore

/// Turns a frame's changed cells into the bytes that show them on the terminal, so that a frame
/// goes out in one write instead of through ncurses' own second diff of the whole screen.
///
/// It keeps track of where the terminal's cursor is and which attributes and colours are on, and
/// sends a cursor move only when the next cell is not the one the cursor is on, and attributes
/// only when a cell's style differs from the previous cell's. The bytes are built in one buffer
/// until the backend flushes them, kept between frames for its capacity.
struct CellEncoder {
  /// The attributes and colours the terminal draws with.
  private struct Pen: Equatable {
    var attributes: TextAttributes = []
    var colors = RoleColors.of(.normal)
  }

  /// The bytes encoded since the last ``removeBytes()``.
  private(set) var bytes: [UInt8] = []
  private let capabilities: TerminalCapabilities
  private let colorEnabled: Bool
  private let utf8: Bool
  /// The cell the terminal's cursor is on, or `nil` when unknown (after writing the last column,
  /// where terminals differ, and before the first frame).
  private var cursor: (row: Int, column: Int)?
  /// The style of the last cell written, and what the terminal draws with; `nil` when unknown.
  private var style: Style?
  private var pen: Pen?

  /// An encoder for a terminal with `capabilities`; `utf8` says whether the locale is UTF-8
  /// (otherwise characters beyond ASCII are written as ``Cell/replacement``).
  init(capabilities: TerminalCapabilities, colorEnabled: Bool, utf8: Bool) {
    self.capabilities = capabilities
    self.colorEnabled = colorEnabled
    self.utf8 = utf8
  }

  /// Forgets the cursor position and attributes: something else (ncurses) wrote meanwhile.
  mutating func forgetTerminalState() {
    cursor = nil
    style = nil
    pen = nil
  }

  /// Forgets the bytes encoded so far (they were written), keeping the buffer's capacity.
  mutating func removeBytes() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends the encoding of `changes` to ``bytes``, for a screen of `size`; with `repaint` the
  /// screen is cleared first (its contents are unknown, and `changes` lists every cell).
  mutating func encode(_ changes: [CellChange], repaint: Bool, size: TerminalSize) {
    if repaint {
      forgetTerminalState()
      switchPen(to: Pen())  // so that the clear uses the default background
      bytes.append(contentsOf: capabilities.clear)
      cursor = (0, 0)
    }
    for change in changes {
      // A continuation is drawn by its wide lead, which the frame changed along with it (or
      // only its style changed, which does not show).
      if change.cell.isContinuation { continue }
      var cell = change.cell
      if capabilities.lastCellScrolls, change.y == size.rows - 1,
        change.x + cell.width >= size.columns
      {
        // Writing the last cell would scroll the whole screen up a line.
        guard cell.isWide else { continue }
        cell = Cell(singleColumn: " ", style: cell.style)
      }
      if cursor?.row != change.y || cursor?.column != change.x {
        capabilities.cursorAddress.appendMove(
          from: cursor, to: change.y, column: change.x, to: &bytes)
      }
      let cellStyle = cell.style
      if cellStyle != style {
        style = cellStyle
        switchPen(
          to: Pen(
            attributes: cellStyle.effectiveAttributes(colorEnabled: colorEnabled),
            colors: colorEnabled ? RoleColors.of(cellStyle.role) : RoleColors.of(.normal)))
      }
      appendCharacter(of: cell)
      let next = change.x + cell.width
      cursor = next < size.columns && !Self.mayDrawOtherwise(cell) ? (change.y, next) : nil
    }
  }

  /// Whether terminals may disagree with the C library's width for `cell`'s character: an emoji
  /// (terminals join a skin tone, or emoji joined by U+200D, into one glyph) or a character with
  /// scalars joined to it. The cursor is then moved to the next cell explicitly, so a row stays
  /// aligned whatever the terminal drew; regional indicators are left out, so that the two of a
  /// flag reach the terminal side by side. Measured in tmux 3.3: the family 👨‍👩‍👧‍👦 sent in one
  /// run is one glyph two columns wide (wcwidth says 8), which put the rest of its row 6 columns
  /// early (`WideTextAlignmentTests`).
  private static func mayDrawOtherwise(_ cell: Cell) -> Bool {
    let value = cell.scalar.value
    return cell.hasJoinedScalars || (value >= 0x1F000 && !(0x1F1E6...0x1F1FF).contains(value))
  }

  /// Appends `cell`'s character: its base and joined scalars in UTF-8, or, when the locale is
  /// not UTF-8, its ASCII base alone or ``Cell/replacement`` for each column it takes.
  private mutating func appendCharacter(of cell: Cell) {
    guard utf8 || cell.scalar.isASCII else {
      bytes.append(UInt8(ascii: "?"))
      if cell.isWide { bytes.append(UInt8(ascii: "?")) }
      return
    }
    appendScalar(cell.scalar)
    guard utf8, cell.hasJoinedScalars else { return }
    var isBase = true
    cell.forEachScalar { scalar in
      // A cell never holds a control character; this keeps one from the terminal regardless.
      if !isBase, !Self.isControl(scalar.value) { appendScalar(scalar) }
      isBase = false
    }
  }

  /// Whether `value` is a C0 control, DEL or a C1 control: bytes that would start or end an
  /// escape sequence or move the cursor.
  private static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (value >= 0x7F && value < 0xA0)
  }

  /// Appends what turns the terminal's pen into `new`: attributes are added one by one, but
  /// taking one away needs a reset (there is no portable "bold off"), after which the rest are
  /// set again.
  private mutating func switchPen(to new: Pen) {
    guard pen != new else { return }
    var current: Pen
    if let pen, new.attributes.isSuperset(of: pen.attributes) {
      current = pen
    } else {
      bytes.append(contentsOf: capabilities.resetAttributes)
      if colorEnabled, !capabilities.resetAttributesResetsColors {
        bytes.append(contentsOf: capabilities.resetColors)
      }
      current = Pen()
    }
    for (bit, sequence) in capabilities.attributes.enumerated() {
      let attribute = TextAttributes(rawValue: 1 << bit)
      if new.attributes.contains(attribute), !current.attributes.contains(attribute) {
        bytes.append(contentsOf: sequence)
      }
    }
    if colorEnabled { switchColors(from: current.colors, to: new.colors) }
    pen = new
  }

  /// Appends what changes the colours from `old` to `new`; going back to a default colour
  /// resets both (`op`), so the other one is set again if it is not the default.
  private mutating func switchColors(from old: RoleColors, to new: RoleColors) {
    var old = old
    if (new.foreground == nil && old.foreground != nil)
      || (new.background == nil && old.background != nil)
    {
      bytes.append(contentsOf: capabilities.resetColors)
      old = RoleColors.of(.normal)
    }
    if let foreground = new.foreground, foreground != old.foreground {
      bytes.append(contentsOf: capabilities.foregrounds[foreground])
    }
    if let background = new.background, background != old.background {
      bytes.append(contentsOf: capabilities.backgrounds[background])
    }
  }

  /// Appends `scalar` in UTF-8, or as ``Cell/replacement`` when it is a control character, or
  /// not ASCII and the locale is not UTF-8.
  private mutating func appendScalar(_ scalar: Unicode.Scalar) {
    if Self.isControl(scalar.value) {
      bytes.append(UInt8(ascii: "?"))
    } else if scalar.isASCII {
      bytes.append(UInt8(truncatingIfNeeded: scalar.value))
    } else if utf8 {
      // By hand: appending `scalar.utf8` took the generic path, about 180 instructions a cell.
      let value = scalar.value
      if value < 0x800 {
        bytes.append(0xC0 | UInt8(value >> 6))
      } else {
        if value < 0x1_0000 {
          bytes.append(0xE0 | UInt8(value >> 12))
        } else {
          bytes.append(0xF0 | UInt8(value >> 18))
          bytes.append(0x80 | UInt8((value >> 12) & 0x3F))
        }
        bytes.append(0x80 | UInt8((value >> 6) & 0x3F))
      }
      bytes.append(0x80 | UInt8(value & 0x3F))
    } else {
      bytes.append(UInt8(ascii: "?"))
    }
  }
}
