import Foundation
import Testing

@testable import GlanceCore

@Suite("DecimalText")
struct DecimalTextTests {
  @Test("agrees with %.1f wherever the quotient is not a tie")
  func agreesWithPrintf() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let numerator = Int.random(in: -9_000_000...9_000_000, using: &generator)
      let denominator = Int.random(in: 1...5_000, using: &generator)
      // An exact tie (x.x5) is usually not exact in binary, where %.1f rounds the nearest
      // Double instead: those are the one case where the two may differ, tested below.
      guard abs(numerator * 10 % denominator) * 2 != denominator else { continue }
      let expected = String(format: "%.1f", Double(numerator) / Double(denominator))
      #expect(
        DecimalText.tenths(numerator, over: denominator) == expected,
        "\(numerator) / \(denominator)")
    }
  }

  @Test("rounds exact ties to the even tenth")
  func tiesToEven() {
    #expect(DecimalText.tenths(1, over: 4) == "0.2")  // 0.25
    #expect(DecimalText.tenths(3, over: 4) == "0.8")  // 0.75
    #expect(DecimalText.tenths(-1, over: 4) == "-0.2")
    #expect(DecimalText.tenths(-3, over: 4) == "-0.8")
    #expect(DecimalText.tenths(199, over: 20) == "10.0")  // 9.95 carries into the whole part
  }

  @Test("keeps the sign of a small negative quotient, as %.1f does")
  func negativeZero() {
    #expect(DecimalText.tenths(-1, over: 100) == "-0.0")
    #expect(DecimalText.tenths(0, over: 7) == "0.0")
    #expect(DecimalText.tenths(-14, over: 5) == "-2.8")
  }

  @Test("does not overflow at the extremes")
  func extremes() {
    #expect(DecimalText.tenths(Int.max, over: 1) == "\(Int.max).0")
    #expect(DecimalText.tenths(Int.min, over: 1) == "\(Int.min).0")
    #expect(DecimalText.tenths(Int.max, over: Int.max) == "1.0")
  }
}
