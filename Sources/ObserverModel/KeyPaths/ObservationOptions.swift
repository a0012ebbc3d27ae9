/// Options of a key-path observation or an ``ObservationBridge``, written as an array literal:
/// `[.rateLimit(.throttle(ObservationThrottle(interval: .milliseconds(250))))]`.
///
/// Merging keeps every distinct rate limit it is given, so a debounce merged with a throttle (in
/// either order) is not silently resolved: ``conflict`` reports it, ``validate()`` throws it,
/// and registering an observation with it stops with a precondition failure naming both.
/// Merging the same rate limit twice is not a conflict.
public struct ObservationOptions: Sendable, Equatable, ExpressibleByArrayLiteral {
  /// Every distinct rate limit merged in, in merge order. More than one is a conflict.
  public private(set) var rateLimits: [ObservationRateLimit] = []
  /// Whether ``legacyBackend`` was given. Accepted for source compatibility: this library always
  /// uses the `withObservationTracking` backend, so it changes nothing.
  public private(set) var prefersLegacyBackend = false

  /// No options: every value is delivered as it happens.
  public init() {}

  /// Merges the listed options.
  public init(arrayLiteral elements: ObservationOptions...) {
    for element in elements { formUnion(element) }
  }

  /// Limits how often values are delivered.
  public static func rateLimit(_ rateLimit: ObservationRateLimit) -> ObservationOptions {
    var options = ObservationOptions()
    options.rateLimits = [rateLimit]
    return options
  }

  /// Asks for the `withObservationTracking` backend; it is the only one here, so this is a
  /// no-op kept so that code written for other platforms compiles unchanged.
  public static let legacyBackend: ObservationOptions = {
    var options = ObservationOptions()
    options.prefersLegacyBackend = true
    return options
  }()

  /// The single rate limit, or `nil` when there is none or when they conflict.
  public var rateLimit: ObservationRateLimit? {
    rateLimits.count == 1 ? rateLimits[0] : nil
  }

  /// The conflict between merged rate limits, if any.
  public var conflict: ObservationOptionsConflict? {
    rateLimits.count > 1 ? ObservationOptionsConflict(rateLimits: rateLimits) : nil
  }

  /// Throws the ``conflict`` if there is one.
  public func validate() throws(ObservationOptionsConflict) {
    if let conflict { throw conflict }
  }

  /// These options merged with `other`.
  public func union(_ other: ObservationOptions) -> ObservationOptions {
    var merged = self
    merged.formUnion(other)
    return merged
  }

  /// Merges `other` into these options, keeping every distinct rate limit.
  public mutating func formUnion(_ other: ObservationOptions) {
    for limit in other.rateLimits where !rateLimits.contains(limit) {
      rateLimits.append(limit)
    }
    prefersLegacyBackend = prefersLegacyBackend || other.prefersLegacyBackend
  }

  /// Equal when they hold the same rate limits (in any order) and the same backend preference.
  public static func == (lhs: ObservationOptions, rhs: ObservationOptions) -> Bool {
    Set(lhs.rateLimits) == Set(rhs.rateLimits)
      && lhs.prefersLegacyBackend == rhs.prefersLegacyBackend
  }
}
