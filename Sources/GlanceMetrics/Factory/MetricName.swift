/// What tells one metric from another on the board: its kind, its label and its dimensions.
/// One row of a metrics panel each.
public struct MetricName: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The metric's kind.
  public var kind: MetricKind
  /// The label the metric was made with.
  public var label: String
  /// The dimensions the metric was made with, as (name, value) pairs sorted by name, so that
  /// the same dimensions given in another order name the same metric.
  public var dimensions: [Dimension]

  // Public: the type of `dimensions`, which a metrics panel's program reads.
  /// One dimension of a metric: a name and its value.
  public struct Dimension: Hashable, Sendable {
    /// The dimension's name, such as `status`.
    public var name: String
    /// The dimension's value, such as `200`.
    public var value: String

    /// A dimension `name` with `value`.
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The metric of `kind` labelled `label` with `dimensions` (in any order).
  public init(_ kind: MetricKind, label: String, dimensions: [(String, String)] = []) {
    self.kind = kind
    self.label = label
    self.dimensions = dimensions.map { Dimension($0.0, $0.1) }.sorted {
      ($0.name, $0.value) < ($1.name, $1.value)
    }
  }

  /// The label followed by the dimensions in braces, as `requests{method=GET,status=200}`; the
  /// label alone when there are none.
  public var description: String {
    guard !dimensions.isEmpty else { return label }
    return label + "{" + dimensions.map { "\($0.name)=\($0.value)" }.joined(separator: ",") + "}"
  }

  /// Orders names by kind, then label, then dimensions: the order of a metrics panel's rows.
  public static func < (lhs: MetricName, rhs: MetricName) -> Bool {
    if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
    if lhs.label != rhs.label { return lhs.label < rhs.label }
    return lhs.description < rhs.description
  }
}
