import ObserverModel
import Testing

@testable import Dashboard

@Suite struct MoneyTests {
  @Test(arguments: [
    (0, "$0.00"), (5, "$0.05"), (1234, "$12.34"), (100_000, "$1,000.00"),
    (123_456_789, "$1,234,567.89"), (-5, "-$0.05"), (-123_456, "-$1,234.56"),
  ])
  func formatsAsCurrency(cents: Int, text: String) {
    #expect(Money(cents: cents).description == text)
    #expect("\(Money(cents: cents))" == text)
  }

  @Test func arithmeticIsExact() {
    // 0.1 + 0.2 style sums stay exact in cents.
    let dime = Money(cents: 10)
    let sum = (0..<1_000).reduce(Money.zero) { total, _ in total + dime }
    #expect(sum == Money(cents: 100_00))
    #expect(Money(cents: 1299) * 3 == Money(cents: 3897))
    #expect(Money(cents: 500) - Money(cents: 125) == Money(cents: 375))
  }
}
