// Public: what a BarChartWidget's `bars` are made of.
/// One bar of a ``BarChartWidget``: a label and a value.
public struct ChartBar: Hashable, Sendable {
  /// The label beside (or under) the bar; untrusted text is fine, it is drawn column by column
  /// with control and wide characters replaced.
  public var label: String
  /// The bar's value: negative values grow from the zero line the other way; `NaN` draws no bar
  /// and reads `NaN`; `±∞` fill to the edge and read `+∞` / `-∞`.
  public var value: Double
  /// The bar's style; `nil` uses the `positive` role for values from zero up and `negative`
  /// below zero.
  public var style: Style?

  /// A bar of `value` labelled `label`.
  public init(_ label: String, _ value: Double, style: Style? = nil) {
    self.label = label
    self.value = value
    self.style = style
  }

  /// The style the bar is drawn in.
  var resolvedStyle: Style {
    style ?? Style(value < 0 ? .negative : .positive)
  }
}
