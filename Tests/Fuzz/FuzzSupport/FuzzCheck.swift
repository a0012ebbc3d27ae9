/// Stops the fuzzer with `message` when an invariant does not hold: libFuzzer records the
/// input that got here as a crash, and its message says which rule broke.
public func fuzzCheck(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() { fatalError("invariant failed: \(message())", file: file, line: line) }
}
