/// How often an observation may deliver. Debounce and throttle are mutually exclusive: options
/// that name more than one rate limit are a conflict (see ``ObservationOptions/conflict``).
public enum ObservationRateLimit: Sendable, Hashable {
  /// Deliver a value only after the source has been quiet for a while.
  case debounce(ObservationDebounce)
  /// Deliver at most one value per window.
  case throttle(ObservationThrottle)
}
