@preconcurrency import CNcurses
import Glibc

/// The escape sequences frames are written with: the terminal's own, from terminfo, so output
/// stays right on terminals other than xterm and tmux.
///
/// Read once, after ncurses has loaded the terminal's description. Where the description lacks
/// a sequence that a frame cannot do without (cursor addressing, resetting attributes, clearing),
/// the ECMA-48 one stands in; a missing attribute (bold, dim, reverse, underline) is left out,
/// as ncurses itself would.
struct TerminalCapabilities: Sendable {
  /// How the cursor is moved to a cell.
  enum CursorAddressing: Sendable {
    /// `ESC [ row ; column H`, 1-based: formatted here, without terminfo's interpreter.
    case ecma48
    /// The terminal's own `cup` string, expanded by terminfo's `tiparm` (null-terminated).
    case terminfo([CChar])
  }

  /// Moving the cursor.
  var cursorAddress: CursorAddressing
  /// Clearing the screen and homing the cursor (`clear`).
  var clear: [UInt8]
  /// Turning every attribute off (`sgr0`).
  var resetAttributes: [UInt8]
  /// Whether ``resetAttributes`` sets the default colours as well (it does on ECMA-48 terminals).
  var resetAttributesResetsColors: Bool
  /// Back to the default foreground and background (`op`).
  var resetColors: [UInt8]
  /// `bold`, `dim`, `rev` and `smul`, in the order of ``TextAttributes``' bits.
  var attributes: [[UInt8]]
  /// The foregrounds (`setaf`) of the eight ANSI colours.
  var foregrounds: [[UInt8]]
  /// The backgrounds (`setab`) of the eight ANSI colours.
  var backgrounds: [[UInt8]]
  /// Whether writing the bottom-right cell would scroll the screen (automatic margins without
  /// the newline glitch that lets xterm-like terminals hold the cursor at the margin).
  var lastCellScrolls: Bool

  /// Plain ECMA-48 (ANSI), which every terminal ``TerminalCheck`` accepts in practice.
  static let ecma48 = TerminalCapabilities(
    cursorAddress: .ecma48, clear: Array("\u{1B}[H\u{1B}[2J".utf8),
    resetAttributes: Array("\u{1B}[m".utf8), resetAttributesResetsColors: true,
    resetColors: Array("\u{1B}[39;49m".utf8),
    attributes: ["1", "2", "7", "4"].map { Array("\u{1B}[\($0)m".utf8) },
    foregrounds: (0..<8).map { Array("\u{1B}[3\($0)m".utf8) },
    backgrounds: (0..<8).map { Array("\u{1B}[4\($0)m".utf8) }, lastCellScrolls: false)

  /// The current terminal's sequences (call after `newterm`), ECMA-48 where it has none.
  static func fromTerminfo() -> TerminalCapabilities {
    let fallback = ecma48
    let reset = string("sgr0") ?? fallback.resetAttributes
    return TerminalCapabilities(
      cursorAddress: cursorAddressing(),
      clear: string("clear") ?? fallback.clear,
      resetAttributes: reset,
      resetAttributesResetsColors: resetsColors(reset),
      resetColors: string("op") ?? fallback.resetColors,
      attributes: ["bold", "dim", "rev", "smul"].map { string($0) ?? [] },
      foregrounds: colors("setaf") ?? fallback.foregrounds,
      backgrounds: colors("setab") ?? fallback.backgrounds,
      lastCellScrolls: cnc_flag("am") != 0 && cnc_flag("xenl") == 0)
  }

  /// The capability `name`, or `nil` when the terminal has none.
  private static func string(_ name: String) -> [UInt8]? {
    bytes(cnc_capability(name))
  }

  /// The eight colours of the parametrised capability `name` (`setaf`, `setab`).
  private static func colors(_ name: String) -> [[UInt8]]? {
    guard let template = cnc_capability(name) else { return nil }
    let expanded = (0..<8).map { bytes(cnc_tiparm2(template, Int32($0), 0)) ?? [] }
    return expanded.contains([]) ? nil : expanded
  }

  /// ECMA-48 formatting when the terminal's `cup` expands to exactly that (xterm, tmux, screen,
  /// the Linux console, and most others), so that moving the cursor skips terminfo's
  /// interpreter; otherwise the terminal's own `cup`, or ECMA-48 when it has none.
  private static func cursorAddressing() -> CursorAddressing {
    guard let template = cnc_capability("cup") else { return .ecma48 }
    let probes = [(0, 0), (9, 99), (28, 7), (299, 1234)]
    let matches = probes.allSatisfy { row, column in
      var expected: [UInt8] = []
      CursorAddressing.appendECMA48(row: row, column: column, to: &expected)
      return bytes(cnc_tiparm2(template, Int32(row), Int32(column))) == expected
    }
    if matches { return .ecma48 }
    let length = strlen(template)
    return .terminfo(Array(UnsafeBufferPointer(start: template, count: length + 1)))
  }

  /// Whether `sequence` holds an ECMA-48 SGR 0 (`ESC [ m`, `ESC [ 0 m`, `ESC [ 0 ; … m`), which
  /// resets colours along with attributes.
  private static func resetsColors(_ sequence: [UInt8]) -> Bool {
    let text = String(decoding: sequence, as: UTF8.self)
    return text.contains("\u{1B}[m") || text.contains("\u{1B}[0m")
      || text.contains("\u{1B}[0;")
  }

  /// A copy of a C string's bytes, or `nil` for a null pointer.
  private static func bytes(_ string: UnsafePointer<CChar>?) -> [UInt8]? {
    guard let string else { return nil }
    return UnsafeBufferPointer(start: string, count: strlen(string)).map { UInt8(bitPattern: $0) }
  }
}

extension TerminalCapabilities.CursorAddressing {
  /// Appends the sequence that moves the cursor to `row`, `column` (0-based).
  func append(row: Int, column: Int, to bytes: inout [UInt8]) {
    switch self {
    case .ecma48:
      Self.appendECMA48(row: row, column: column, to: &bytes)
    case .terminfo(let template):
      guard let expanded = cnc_tiparm2(template, Int32(row), Int32(column)) else { return }
      bytes.append(
        contentsOf: UnsafeBufferPointer(start: expanded, count: strlen(expanded)).lazy.map {
          UInt8(bitPattern: $0)
        })
    }
  }

  /// Appends the shortest sequence that moves the cursor from `cursor` (when known) to `row`,
  /// `column`: on an ECMA-48 terminal a relative move (up or down, then left or right; a
  /// backspace for one column left) is often a few bytes shorter than an absolute one, which
  /// adds up on frames that change a few scattered cells.
  func appendMove(
    from cursor: (row: Int, column: Int)?, to row: Int, column: Int, to bytes: inout [UInt8]
  ) {
    guard case .ecma48 = self, let cursor else {
      return append(row: row, column: column, to: &bytes)
    }
    let (down, right) = (row - cursor.row, column - cursor.column)
    func length(_ steps: Int) -> Int {  // ESC [ n X, with n left out for 1
      steps == 0 ? 0 : 3 + (steps.magnitude == 1 ? 0 : Self.decimalLength(Int(steps.magnitude)))
    }
    let relative = length(down) + (right == -1 ? 1 : length(right))
    let absolute = 4 + Self.decimalLength(row + 1) + Self.decimalLength(column + 1)
    guard relative < absolute else {
      return Self.appendECMA48(row: row, column: column, to: &bytes)
    }
    Self.appendStep(down, forward: "B", backward: "A", to: &bytes)
    if right == -1 {
      bytes.append(0x08)  // backspace
    } else {
      Self.appendStep(right, forward: "C", backward: "D", to: &bytes)
    }
  }

  /// `ESC [ n forward` or `ESC [ n backward` for `steps` (n left out for one; nothing for none).
  private static func appendStep(
    _ steps: Int, forward: Unicode.Scalar, backward: Unicode.Scalar, to bytes: inout [UInt8]
  ) {
    guard steps != 0 else { return }
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    if steps.magnitude > 1 { appendDecimal(Int(steps.magnitude), to: &bytes) }
    bytes.append(UInt8(ascii: steps > 0 ? forward : backward))
  }

  /// How many digits `value` (not negative) has.
  private static func decimalLength(_ value: Int) -> Int {
    value >= 1000 ? 3 + decimalLength(value / 1000) : value >= 100 ? 3 : value >= 10 ? 2 : 1
  }

  /// `ESC [ row+1 ; column+1 H`.
  static func appendECMA48(row: Int, column: Int, to bytes: inout [UInt8]) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    appendDecimal(row + 1, to: &bytes)
    bytes.append(UInt8(ascii: ";"))
    appendDecimal(column + 1, to: &bytes)
    bytes.append(UInt8(ascii: "H"))
  }

  /// The decimal digits of `value` (not negative), without allocating; rows and columns
  /// mostly have one to three.
  private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 1000 { appendDecimal(value / 1000, to: &bytes) }
    if value >= 100 { bytes.append(UInt8(ascii: "0") + UInt8(value / 100 % 10)) }
    if value >= 10 { bytes.append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
