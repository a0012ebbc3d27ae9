import Testing

/// Whether the library under test was built with its safe runtime (`OBSERVER_MODEL_SAFE=1`, see
/// Sources/ObserverModel/Runtime/README.md). The test target gets the same define.
#if OBSERVER_MODEL_SAFE
  let safeRuntime = true
#else
  let safeRuntime = false
#endif

extension Trait where Self == ConditionTrait {
  /// For tests of key-path delivery inside the write, on the writing thread: the fast runtime's
  /// contract. Rate-limit tests that write and then advance a test clock belong here too: their
  /// windows start at the write, while in the safe runtime a write reaches the rate limiter on the
  /// next turn, which a test clock cannot order against its own advance (seen as a flaky
  /// `debounceRestartsOnEveryWrite` under a loaded full-suite run). The safe runtime, built on the public `withObservationTracking(_:onChange:)`
  /// that fires before the write lands, delivers on the next turn instead; its behaviour is
  /// tested by `SafeRuntimeKeyPathTests`.
  static var deliversInsideTheWrite: Self {
    .enabled(if: !safeRuntime, "the safe runtime delivers key-path changes on the next turn")
  }

  /// For tests of the safe runtime's next-turn key-path delivery.
  static var safeRuntimeOnly: Self {
    .enabled(if: safeRuntime, "tests the safe runtime's next-turn delivery")
  }
}
