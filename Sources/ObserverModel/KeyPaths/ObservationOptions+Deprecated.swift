// The v0.6 spelling of a debounce, kept for source compatibility as the v0.6 migration notes
// describe. (The v0.7 removals, `.removeDuplicates` and the multi-key-path `of:` projections,
// stay removed.)
extension ObservationOptions {
  /// Debounces delivery; the v0.6 spelling of `.rateLimit(.debounce(debounce))`.
  @available(*, deprecated, message: "use .rateLimit(.debounce(...)) instead")
  public static func debounce(_ debounce: ObservationDebounce) -> ObservationOptions {
    .rateLimit(.debounce(debounce))
  }

  /// The debounce among these options, or `nil` when there is none (or the rate limits
  /// conflict); the v0.6 accessor.
  @available(*, deprecated, message: "inspect options.rateLimit and match .debounce instead")
  public var debounce: ObservationDebounce? {
    guard case .debounce(let debounce)? = rateLimit else { return nil }
    return debounce
  }
}
