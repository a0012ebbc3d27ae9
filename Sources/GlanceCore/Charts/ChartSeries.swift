/// One line of a ``LineChartWidget``: named samples, oldest first, drawn in their own style.
public struct ChartSeries: Hashable, Sendable {
  /// The name shown in the legend (untrusted text is fine: it is drawn column by column, with
  /// control and wide characters replaced).
  public var name: String
  /// The samples, oldest first, one per time step; `NaN` and `±∞` leave a gap in the line.
  public var values: [Double]
  /// The style of the series' dots and of its legend entry.
  public var style: Style
  /// The character that marks the series' points with ASCII glyphs, where colour may be off and
  /// the marker is what tells series apart; `nil` picks one by the series' place in the chart
  /// (`*`, `+`, `o`, `x`, `#`, `@`, then again). A marker that is not printable ASCII is
  /// replaced the same way.
  public var marker: Character?

  /// A series named `name` of `values`, oldest first.
  public init(
    _ name: String, _ values: [Double], style: Style = Style(.positive), marker: Character? = nil
  ) {
    self.name = name
    self.values = values
    self.style = style
    self.marker = marker
  }

  /// The markers given to series without one, by index.
  static let defaultMarkers: [UInt8] = Array("*+ox#@".utf8)

  /// The ASCII marker of this series as the `index`-th of its chart.
  func asciiMarker(index: Int) -> Unicode.Scalar {
    if let marker, marker.isASCII, let byte = marker.asciiValue, byte >= 0x21, byte < 0x7F {
      return Unicode.Scalar(byte)
    }
    return Unicode.Scalar(Self.defaultMarkers[index % Self.defaultMarkers.count])
  }
}
