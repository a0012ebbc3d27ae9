import Dispatch
import MallocCounter

/// Nanoseconds on the monotonic clock.
@inline(__always)
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Heap allocations made so far by this thread (counted by the MallocCounter target).
@inline(__always)
func allocations() -> UInt64 { UInt64(malloc_counter_thread_allocations()) }

/// A workload ready to time: `run(k)` performs k iterations (a round of delivery, or a
/// subscribe + dispose pair); each iteration produces `unitsPerIteration` units (callbacks
/// delivered, or 1 pair). `keepAlive` holds whatever must outlive the measurement.
struct Prepared {
  let unitsPerIteration: Int
  let run: (Int) -> Void
  var keepAlive: [Any] = []
}

/// Repeated samples of one workload at one size.
struct Samples {
  var nanosecondsPerUnit: [Double] = []
  var allocationsPerIteration: [Double] = []

  var median: Double { Self.median(nanosecondsPerUnit) }
  /// The worst allocation count seen in any sample (after warm-up).
  var allocations: Double { allocationsPerIteration.max() ?? 0 }

  /// Adds the samples of another measurement of the same workload.
  mutating func merge(_ other: Samples) {
    nanosecondsPerUnit += other.nanosecondsPerUnit
    allocationsPerIteration += other.allocationsPerIteration
  }

  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// Times workloads: calibrates the iteration count so that one sample lasts about
/// `sampleNanoseconds`, then takes samples on demand.
struct Harness {
  var sampleNanoseconds: UInt64

  /// How many iterations make one sample of `workload` (after running it enough to warm up).
  func calibrate(_ workload: Prepared) -> Int {
    var iterations = 1
    while true {
      let start = now()
      workload.run(iterations)
      let elapsed = now() - start
      if elapsed >= sampleNanoseconds / 4 || iterations >= 1 << 24 {
        let perIteration = max(1, Double(elapsed) / Double(iterations))
        return max(1, Int(Double(sampleNanoseconds) / perIteration))
      }
      iterations *= 2
    }
  }

  /// One sample: nanoseconds per unit and heap allocations per iteration.
  func sample(_ workload: Prepared, iterations: Int, into samples: inout Samples) {
    let allocationsBefore = allocations()
    let start = now()
    workload.run(iterations)
    let elapsed = now() - start
    let allocated = allocations() - allocationsBefore
    samples.nanosecondsPerUnit.append(
      Double(elapsed) / Double(iterations * workload.unitsPerIteration))
    samples.allocationsPerIteration.append(Double(allocated) / Double(iterations))
  }
}
