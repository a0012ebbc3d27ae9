import Dispatch
import Foundation
import Synchronization

// The floor under the dashboard's hand-off latency, measured in the same session: a worker
// thread that sleeps one interval on an `NSCondition` (as the number thread does), stamps the
// time and hops to the main queue with `DispatchQueue.main.async` after `dispatchMain()`; the
// main queue records how long the hop took. Nothing else runs: no observers, no frames.
//
//   HandoffFloor [--hops N] [--interval-us U]
//
// Prints `p50_ns=… p99_ns=… hops=…` over the last 1024 hops (the dashboard's window).

var hops = 3000
var intervalMicroseconds = 1000
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--hops": hops = Int(arguments.popFirst() ?? "") ?? hops
  case "--interval-us":
    intervalMicroseconds = Int(arguments.popFirst() ?? "") ?? intervalMicroseconds
  default:
    FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
    exit(2)
  }
}

/// Latencies recorded on the main queue, read once at the end.
final class Recorder: Sendable {
  private let latencies = Mutex<[Int64]>([])

  func record(_ latency: Duration) {
    let (seconds, attoseconds) = latency.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    latencies.withLock { $0.append(nanoseconds) }
  }

  var count: Int { latencies.withLock { $0.count } }

  /// Prints the percentiles of the most recent `window` hops and exits.
  func report(window: Int) -> Never {
    let recent = latencies.withLock { Array($0.suffix(window)) }.sorted()
    func percentile(_ p: Double) -> Int64 {
      recent[min(recent.count - 1, Int((Double(recent.count) * p).rounded(.down)))]
    }
    print("p50_ns=\(percentile(0.5)) p99_ns=\(percentile(0.99)) hops=\(recent.count)")
    exit(0)
  }
}

let recorder = Recorder()
let total = hops
let interval = TimeInterval(intervalMicroseconds) / 1_000_000
let worker = Thread {
  let condition = NSCondition()
  for _ in 0..<total {
    condition.lock()
    _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
    condition.unlock()
    let produced = ContinuousClock.now
    DispatchQueue.main.async {
      recorder.record(.now - produced)
      if recorder.count == total { recorder.report(window: 1024) }
    }
  }
}
worker.start()
dispatchMain()
