import Testing

@testable import Dashboard

@Test func smoke() {
  #expect(CellBuffer(width: 2, height: 1).text == "")
}
