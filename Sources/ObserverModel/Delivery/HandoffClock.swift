import Dispatch

/// The time base of hand-off latencies: monotonic nanoseconds, read without allocating.
enum HandoffClock {
  /// Now, in nanoseconds since an arbitrary fixed point.
  @inline(__always)
  static func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
  }

  /// Nanoseconds from `start` to now (0 if the clock reads earlier).
  @inline(__always)
  static func elapsed(since start: UInt64) -> Int {
    let end = now()
    return end > start ? Int(end - start) : 0
  }
}
