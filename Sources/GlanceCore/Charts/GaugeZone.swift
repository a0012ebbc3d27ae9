// Public: what a GaugeWidget's `zones` are made of.
/// A band of a ``GaugeWidget``'s ratios drawn in one style: from ``lowerBound`` up to the next
/// zone's lower bound.
public struct GaugeZone: Hashable, Sendable {
  /// The smallest ratio (0…1) in the zone.
  public var lowerBound: Double
  /// The style of the filled part of a gauge whose ratio falls in the zone.
  public var style: Style

  /// A zone starting at `lowerBound`, drawn in `style`.
  public init(from lowerBound: Double, _ style: Style) {
    self.lowerBound = lowerBound
    self.style = style
  }

  /// Green below 70 %, yellow from 70 %, red from 90 %: the `positive`, `warning` and
  /// `negative` roles.
  public static let standard: [GaugeZone] = [
    GaugeZone(from: 0, Style(.positive)), GaugeZone(from: 0.7, Style(.warning)),
    GaugeZone(from: 0.9, Style(.negative)),
  ]
}
