import Glibc
import TestSupport
import Testing

@testable import GlanceCore

/// The widths are the C library's: what ncursesw and the terminal move the cursor by.
@Suite(.threadOfItsOwn) struct ColumnWidthTests {
  /// The running C library's `wcwidth` in the C.UTF-8 locale, set for this thread only.
  /// `wcwidth` is not in Swift's Glibc module (it needs `_XOPEN_SOURCE`), so it is looked up.
  static func withLibraryWidth(_ body: ((UInt32) -> Int32) -> Void) throws {
    typealias WidthFunction = @convention(c) (Int32) -> Int32
    let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth"))
    let wcwidth = unsafeBitCast(symbol, to: WidthFunction.self)
    let locale = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
    defer { freelocale(locale) }
    let previous = uselocale(locale)
    defer { uselocale(previous) }
    body { wcwidth(Int32(bitPattern: $0)) }
  }

  @Test func theTableIsTheCLibrarysWidthForEveryScalar() throws {
    try Self.withLibraryWidth { wcwidth in
      var mismatches: [String] = []
      for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
        let measured = Int(wcwidth(value))
        if ColumnWidth.measuredWidth(value) != measured {
          mismatches.append("U+\(String(value, radix: 16)): \(measured)")
        }
      }
      #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }
  }

  @Test func everyScalarTakesTheColumnsTheCLibraryGivesIt() throws {
    try Self.withLibraryWidth { wcwidth in
      var mismatches: [String] = []
      for value in UInt32(0)...0x10FFFF {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let expected: Int
        switch wcwidth(value) {
        case -1: expected = 1  // shown as U+FFFD
        case _ where value == 0: expected = 1  // NUL, a control, is U+FFFD too
        case let width: expected = Int(width)
        }
        // The soft hyphen is dropped: terminals draw it in one column or none.
        let columns = ColumnWidth.columns(of: scalar)
        if columns != expected && value != 0xAD {
          mismatches.append("U+\(String(value, radix: 16)): \(columns), not \(expected)")
        }
      }
      #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }
  }

  /// The ranges decided without the table must agree with it.
  @Test func fastRangesAgreeWithTheTable() {
    for value in UInt32(0)...0x2FFF {
      let scalar = Unicode.Scalar(value)!
      if ColumnWidth.isCommonSingleColumn(scalar) {
        #expect(ColumnWidth.measuredWidth(value) == 1, "U+\(String(value, radix: 16))")
      }
    }
  }

  @Test func textWidthsAreThoseTheCLibraryMeasures() {
    #expect("abc".columns == 3)
    #expect("日本語".columns == 6)
    #expect("e\u{301}te\u{301}".columns == 3)
    #expect("😀".columns == 2)
    #expect("👍🏽".columns == 4)  // a skin tone is an emoji of its own to wcwidth
    #expect("👨‍👩‍👧‍👦".columns == 8)
    #expect("🇯🇵".columns == 2)
    #expect("❤\u{FE0F}".columns == 1)
    #expect("1\u{FE0F}\u{20E3}".columns == 1)
    #expect("שלום".columns == 4)
    #expect("مرحبا".columns == 5)
    #expect("a\u{200B}\u{200E}\u{202E}\u{2066}\u{FEFF}\u{AD}b".columns == 2)
    #expect("\u{1B}[0m".columns == 4)  // ESC shows as U+FFFD
  }

  @Test func formatCharactersAreDroppedAndJoinersJoin() {
    #expect(ColumnWidth.kind(of: "\u{202E}") == .dropped)
    #expect(ColumnWidth.kind(of: "\u{200B}") == .dropped)
    #expect(ColumnWidth.kind(of: "\u{200D}") == .joins)
    #expect(ColumnWidth.kind(of: "\u{E0067}") == .joins)
    #expect(ColumnWidth.kind(of: "\u{301}") == .joins)
    #expect(ColumnWidth.kind(of: "\u{1B}") == .unprintable)
    #expect(ColumnWidth.kind(of: "\u{378}") == .unprintable)
  }
}
