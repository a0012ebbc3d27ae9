// Public: the fields an OpenSpansWidget shows, which a program that draws one fills.
/// One open span as the in-flight panel shows it at a frame.
public struct OpenSpanRow: Hashable, Sendable {
  /// The operation the span started under.
  public var operationName: String
  /// The span's trace.
  public var traceID: UInt64
  /// The span's own id.
  public var spanID: UInt64
  /// How long the span has been open, on the tracer's clock.
  public var age: Duration

  /// A row for span `spanID` of trace `traceID`, open for `age` as `operationName`.
  public init(operationName: String, traceID: UInt64, spanID: UInt64, age: Duration) {
    self.operationName = operationName
    self.traceID = traceID
    self.spanID = spanID
    self.age = age
  }
}
