// Public: what `ObservationOptions.validate()` throws.
/// Options that ask for more than one rate limit, such as a debounce together with a throttle.
///
/// Thrown by ``ObservationOptions/validate()``; registering an observation with conflicting
/// options stops the program with this description, because no choice between them would be
/// right.
public struct ObservationOptionsConflict: Error, Hashable, Sendable, CustomStringConvertible {
  // Public: what the conflict is, for the caller of `validate()` to report.
  /// The rate limits that were combined, in the order they were merged.
  public let rateLimits: [ObservationRateLimit]

  /// Names the conflicting rate limits.
  public var description: String {
    let names = rateLimits.map { limit in
      switch limit {
      case .debounce(let debounce): "debounce(\(debounce.interval), \(debounce.mode))"
      case .throttle(let throttle): "throttle(\(throttle.interval), \(throttle.mode))"
      }
    }
    return "conflicting observation rate limits: \(names.joined(separator: " + ")); "
      + "debounce and throttle are mutually exclusive, choose one"
  }
}
