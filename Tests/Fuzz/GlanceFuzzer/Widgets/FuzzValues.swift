// The values the widgets fuzzer feeds the kit: hostile strings, extreme numbers, sizes and
// areas that may lie off the buffer or be negative or huge.

import FuzzSupport
@testable import GlanceCore

/// Pieces that hostile text is made of: escape and control sequences, wide, zero-width and
/// joining characters, emoji sequences and flags, right-to-left scripts, bidi and other format
/// characters, more marks than a cell keeps, invalid UTF-8.
private let hostilePieces: [[UInt8]] = [
  Array("\u{1B}[31m".utf8), Array("\u{1B}]0;title\u{7}".utf8), Array("\u{9B}2J".utf8),
  Array("\r\n".utf8), [0x00], [0x7F], [0x09], Array("漢".utf8), Array("😀".utf8),
  Array("👍🏽".utf8), Array("\u{301}".utf8), Array("\u{200D}".utf8), Array("\u{200B}".utf8),
  Array("\u{FE0F}".utf8), Array("\u{202E}".utf8), Array("…".utf8), Array("─".utf8),
  [0xFF], [0xC3], [0xED, 0xA0, 0x80], Array("abc".utf8), Array("-12.5".utf8), Array("é".utf8),
  Array("👨‍👩‍👧‍👦".utf8), Array("🇯🇵".utf8), Array("🏴\u{E0067}\u{E0062}\u{E007F}".utf8),
  Array("1\u{FE0F}\u{20E3}".utf8), Array("שלום".utf8), Array("مرحبا".utf8),
  Array("e\u{301}\u{302}\u{303}\u{304}\u{305}".utf8), Array("\u{2066}\u{200E}\u{FEFF}".utf8),
  Array("\u{AD}".utf8), Array("\u{85}".utf8), Array("\u{378}".utf8), Array("\u{E000}".utf8),
  Array("\u{1160}".utf8), Array("日本語のテキスト".utf8), [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF],
]

/// Special doubles, most of them trouble.
private let specialDoubles: [Double] = [
  .nan, .infinity, -.infinity, 0, -0.0, 1, -1, 1e300, -1e300, .greatestFiniteMagnitude,
  -.greatestFiniteMagnitude, .leastNonzeroMagnitude, Double(Int.max), Double(Int.min), 0.5,
]

/// Special integers.
private let specialIntegers: [Int] = [0, 1, -1, .min, .max, .min + 1, .max - 1, 1000, -1000]

extension FuzzInput {
  /// A string of up to 64 UTF-8 bytes: random bytes, hostile pieces, a long repeat, or
  /// scalars of any plane.
  mutating func text() -> String {
    var bytes: [UInt8] = []
    switch choice(5) {
    case 4:
      for _ in 0..<choice(16) {
        let scalar = Unicode.Scalar(uint32() % 0x11_0000) ?? "\u{FFFD}"
        bytes += Array(String(scalar).utf8)
      }
    case 0:
      for _ in 0..<choice(64) { bytes.append(byte()) }
    case 1:
      for _ in 0..<choice(12) { bytes += hostilePieces[choice(hostilePieces.count)] }
    case 2:
      let piece = hostilePieces[choice(hostilePieces.count)]
      for _ in 0..<(choice(200) + 1) { bytes += piece }
    default:
      for _ in 0..<choice(8) { bytes.append(0x20 + byte() % 0x5F) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A double: special, small, or any bit pattern.
  mutating func double() -> Double {
    switch choice(3) {
    case 0: return specialDoubles[choice(specialDoubles.count)]
    case 1: return Double(Int8(bitPattern: byte())) / 4
    default: return Double(bitPattern: UInt64(uint32()) << 32 | UInt64(uint32()))
    }
  }

  /// An integer: special or small.
  mutating func integer() -> Int {
    choice(2) == 0
      ? specialIntegers[choice(specialIntegers.count)] : Int(Int16(truncatingIfNeeded: uint32()))
  }

  /// A coordinate or length: mostly small (negative too), sometimes an extreme.
  mutating func coordinate() -> Int {
    switch choice(8) {
    case 0: return [Int.min, Int.max, Int.min / 2, Int.max / 2, -1000, 5000][choice(6)]
    default: return Int(Int8(bitPattern: byte())) / 3
    }
  }

  /// A size of 0 to 40 cells.
  mutating func size() -> Int { choice(41) }

  /// A layout constraint.
  mutating func constraint() -> Layout.Constraint {
    switch choice(5) {
    case 0: return .fixed(coordinate())
    case 1: return .fraction(double())
    case 2: return .ratio(coordinate(), coordinate())
    case 3: return .fill(coordinate())
    default: return .fill
    }
  }

  /// A table cell of any kind.
  mutating func tableCell() -> TableCell {
    let style = Style(ColorRole.allCases[choice(ColorRole.allCases.count)])
    switch choice(3) {
    case 0: return TableCell(text(), style: style)
    case 1: return TableCell(.integer(integer(), prefix: choice(2) == 0 ? nil : "×"), style: style)
    default: return TableCell(.number(double(), fractionDigits: coordinate()), style: style)
    }
  }
}
