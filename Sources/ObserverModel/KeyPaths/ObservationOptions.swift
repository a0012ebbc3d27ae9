/// Options of a key-path observation or an ``ObservationBridge``, written as an array literal:
/// `[.rateLimit(.throttle(ObservationThrottle(interval: .milliseconds(250))))]`.
///
/// The options are an `OptionSet`: its members are ``legacyBackend`` and each distinct rate
/// limit. ``rawValue`` holds the flag members as bits (``legacyBackend`` is bit 0, and bits this
/// version does not name are kept), so `ObservationOptions(rawValue: options.rawValue)` gives
/// back the flags; a rate limit carries durations that no bit can hold, so it is not part of the
/// raw value and options built from one have no rate limit. ``contains(_:)`` asks whether every member of the argument is
/// here; ``insert(_:)``, ``remove(_:)``, ``union(_:)``, ``intersection(_:)``,
/// `subtracting(_:)` and ``symmetricDifference(_:)`` work member by member (`subtracting`,
/// `subtract` and `isEmpty` are `SetAlgebra`'s, built on these).
///
/// Merging keeps every distinct rate limit it is given, so a debounce merged with a throttle (in
/// either order) is not silently resolved: ``conflict`` reports it, ``validate()`` throws it,
/// and registering an observation with it stops with a precondition failure naming both.
/// Merging the same rate limit twice is not a conflict, and removing one of two conflicting
/// rate limits resolves the conflict.
public struct ObservationOptions: OptionSet, Sendable {
  /// The flag members as bits: ``legacyBackend`` is `1 << 0`. Rate limits are not included.
  public private(set) var rawValue: Int = 0
  /// Every distinct rate limit merged in, in merge order. More than one is a conflict.
  package private(set) var rateLimits: [ObservationRateLimit] = []

  /// The bit of ``legacyBackend`` in ``rawValue``.
  private static let legacyBackendBit = 1 << 0

  /// Whether ``legacyBackend`` was given. Accepted for source compatibility: this library always
  /// uses the `withObservationTracking` backend, so it changes nothing.
  package var prefersLegacyBackend: Bool { rawValue & Self.legacyBackendBit != 0 }

  /// No options: every value is delivered as it happens.
  public init() {}

  /// The options whose flag members are the bits of `rawValue`, with no rate limit.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Merges the listed options.
  public init(arrayLiteral elements: ObservationOptions...) {
    for element in elements { formUnion(element) }
  }

  private init(rateLimits: [ObservationRateLimit], rawValue: Int) {
    self.rateLimits = rateLimits
    self.rawValue = rawValue
  }

  /// Limits how often values are delivered.
  public static func rateLimit(_ rateLimit: ObservationRateLimit) -> ObservationOptions {
    ObservationOptions(rateLimits: [rateLimit], rawValue: 0)
  }

  /// Asks for the `withObservationTracking` backend; it is the only one here, so this is a
  /// no-op kept so that code written for other platforms compiles unchanged.
  public static let legacyBackend = ObservationOptions(rawValue: legacyBackendBit)

  /// The single rate limit, or `nil` when there is none or when they conflict.
  public var rateLimit: ObservationRateLimit? {
    rateLimits.count == 1 ? rateLimits[0] : nil
  }

  // Public: the check without a throw that the type's documentation offers beside `validate()`.
  /// The conflict between merged rate limits, if any.
  public var conflict: ObservationOptionsConflict? {
    rateLimits.count > 1 ? ObservationOptionsConflict(rateLimits: rateLimits) : nil
  }

  /// Throws the ``conflict`` if there is one.
  public func validate() throws(ObservationOptionsConflict) {
    if let conflict { throw conflict }
  }

  /// Whether every member of `member` (each of its flags and each of its rate limits) is also
  /// in these options.
  public func contains(_ member: ObservationOptions) -> Bool {
    member.rawValue & rawValue == member.rawValue
      && member.rateLimits.allSatisfy(rateLimits.contains)
  }

  /// These options merged with `other`: the members of either.
  public func union(_ other: ObservationOptions) -> ObservationOptions {
    var merged = self
    merged.formUnion(other)
    return merged
  }

  /// The members these options share with `other`, in this set's order.
  public func intersection(_ other: ObservationOptions) -> ObservationOptions {
    ObservationOptions(
      rateLimits: rateLimits.filter(other.rateLimits.contains),
      rawValue: rawValue & other.rawValue)
  }

  // Public: SetAlgebra requires it.
  /// The members of exactly one of these options and `other`: this set's first, then `other`'s.
  public func symmetricDifference(_ other: ObservationOptions) -> ObservationOptions {
    ObservationOptions(
      rateLimits: rateLimits.filter { !other.rateLimits.contains($0) }
        + other.rateLimits.filter { !rateLimits.contains($0) },
      rawValue: rawValue ^ other.rawValue)
  }

  /// Adds the members of `newMember`. Returns whether any was missing, and `newMember` if so,
  /// otherwise the members already here.
  @discardableResult
  public mutating func insert(_ newMember: ObservationOptions) -> (
    inserted: Bool, memberAfterInsert: ObservationOptions
  ) {
    if contains(newMember) { return (false, intersection(newMember)) }
    formUnion(newMember)
    return (true, newMember)
  }

  /// Removes the members of `member`; returns those that were here, or `nil` if none was.
  @discardableResult
  public mutating func remove(_ member: ObservationOptions) -> ObservationOptions? {
    let removed = intersection(member)
    guard !removed.isEmpty else { return nil }
    self = subtracting(member)
    return removed
  }

  /// Adds the members of `newMember`; returns those that were already here, or `nil` if none
  /// was.
  @discardableResult
  public mutating func update(with newMember: ObservationOptions) -> ObservationOptions? {
    let present = intersection(newMember)
    formUnion(newMember)
    return present.isEmpty ? nil : present
  }

  /// Merges `other` into these options, keeping every distinct rate limit.
  public mutating func formUnion(_ other: ObservationOptions) {
    for limit in other.rateLimits where !rateLimits.contains(limit) {
      rateLimits.append(limit)
    }
    rawValue |= other.rawValue
  }

  // Public: SetAlgebra requires it.
  /// Keeps only the members these options share with `other`.
  public mutating func formIntersection(_ other: ObservationOptions) {
    self = intersection(other)
  }

  // Public: SetAlgebra requires it.
  /// Keeps the members of exactly one of these options and `other`.
  public mutating func formSymmetricDifference(_ other: ObservationOptions) {
    self = symmetricDifference(other)
  }

  /// Equal when they hold the same rate limits (in any order) and the same flags.
  public static func == (lhs: ObservationOptions, rhs: ObservationOptions) -> Bool {
    lhs.rateLimits.count == rhs.rateLimits.count
      && lhs.rateLimits.allSatisfy(rhs.rateLimits.contains)
      && lhs.rawValue == rhs.rawValue
  }
}
