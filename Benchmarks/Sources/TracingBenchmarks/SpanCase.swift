import Foundation
import GlanceTracing
import InMemoryTracing
import Tracing

/// One tracer under measurement: how long a span's start and end take through the `Tracer`
/// API, as a root span alone or as a root with two children (a request, its query and cache).
struct SpanCase {
  let name: String
  /// Starts and ends `count` traces, each of `spansPerTrace` spans (1 or 3).
  let run: (_ count: Int, _ spansPerTrace: Int) -> Void
  /// Forgets what the tracer kept between samples (InMemoryTracer keeps every span).
  let reset: () -> Void

  /// Nanoseconds of wall time per span over `count` traces.
  func nanosecondsPerSpan(traces count: Int, spansPerTrace: Int) -> Double {
    reset()
    let clock = ContinuousClock()
    let elapsed = clock.measure { run(count, spansPerTrace) }
    let (seconds, attoseconds) = elapsed.components
    let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    return nanoseconds / Double(count * spansPerTrace)
  }

  /// The case for `tracer`.
  static func tracing<T: Tracer>(
    _ name: String, _ tracer: T, reset: @escaping () -> Void = {}
  ) -> SpanCase {
    SpanCase(
      name: name,
      run: { count, spansPerTrace in
        for _ in 0..<count {
          let root = tracer.startSpan("GET /orders", context: .topLevel)
          if spansPerTrace > 1 {
            let query = tracer.startSpan("db.query", context: root.context)
            let cache = tracer.startSpan("cache.get", context: query.context)
            cache.end()
            query.end()
          }
          root.end()
        }
      }, reset: reset)
  }
}
