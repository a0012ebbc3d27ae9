import Dispatch
import Foundation
import ObserverModel

// Main-actor delivery against the bare hop, measured in one process after `dispatchMain()`:
//
//   MainActorBenchmarks [--hops N] [--rounds R] [--interval-us U] [--flood-sends S]
//
// A worker thread sends a stamped value every U µs (a timed condition wait, like the dashboard's
// number thread) through each case in turn, R rounds of N hops each, interleaved so that machine
// noise hits every case alike (each round starts with the next case); the main actor records send → start of callback. Then latest-only
// is flooded at 100 kHz. Prints Markdown tables with ratios to the floor and PASS/MISS.

var hopsPerRound = 250
var rounds = 12
var intervalMicroseconds = 1000
var floodSends = 100_000
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--hops": hopsPerRound = Int(arguments.popFirst() ?? "") ?? hopsPerRound
  case "--rounds": rounds = Int(arguments.popFirst() ?? "") ?? rounds
  case "--interval-us":
    intervalMicroseconds = Int(arguments.popFirst() ?? "") ?? intervalMicroseconds
  case "--flood-sends": floodSends = Int(arguments.popFirst() ?? "") ?? floodSends
  default:
    FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
    exit(2)
  }
}

let (cases, logs, keepAlive) = makeLatencyCases()

let floodMonitor = HandoffMonitor()
let floodObserver = Observer(0)
let floodLog = FloodLog()
let floodSubscription = floodObserver.observe(
  on: .latestOnMainActor(monitor: floodMonitor), skippingInitialValue: true
) { floodLog.record($0) }
let blockedMonitor = HandoffMonitor()
let blockedObserver = Observer(-1)
let blockedLog = FloodLog()
let blockedSubscription = blockedObserver.observe(
  on: .latestOnMainActor(monitor: blockedMonitor), skippingInitialValue: true
) { blockedLog.record($0) }

let settings = (
  hops: hopsPerRound, rounds: rounds, interval: intervalMicroseconds, flood: floodSends
)

let worker = Thread {
  let pacer = Pacer(intervalMicroseconds: settings.interval)
  for round in 0..<settings.rounds {
    // Each round starts with the next case, so no case always follows the same one.
    for offset in cases.indices {
      let item = cases[(round + offset) % cases.count]
      for _ in 0..<settings.hops {
        pacer.wait()
        item.send(now())
      }
      waitUntil(item.settled)
    }
    FileHandle.standardError.write(Data("round \(round + 1) of \(settings.rounds) done\n".utf8))
  }
  let flood = runFlood(
    observer: floodObserver, monitor: floodMonitor, blockedMonitor: blockedMonitor,
    blockedObserver: blockedObserver, sends: settings.flood, intervalNanoseconds: 10_000,
    blockedSends: settings.flood)
  DispatchQueue.main.async {
    MainActor.assumeIsolated {
      report(flood: flood)
      withExtendedLifetime((keepAlive, floodSubscription, blockedSubscription)) {}
      exit(0)
    }
  }
}

@MainActor func report(flood: FloodResult) {
  print("### Main-actor delivery at \(1_000_000 / settings.interval) Hz from a worker thread\n")
  print(
    "CPU: \(cpuModel()); \(settings.rounds) rounds × \(settings.hops) hops per case, interleaved\n")
  print(
    "| case | p50 µs | p99 µs | p50 ÷ floor | p99 ÷ floor | monitor p50 / p99 µs | verdict (≤ 1.5×) |"
  )
  print("|---|---|---|---|---|---|---|")
  let floorP50 = percentile(logs[0].samples, 0.5)
  let floorP99 = percentile(logs[0].samples, 0.99)
  var missed = 0
  for (item, log) in zip(cases, logs) {
    let p50 = percentile(log.samples, 0.5)
    let p99 = percentile(log.samples, 0.99)
    let r50 = Double(p50) / Double(floorP50)
    let r99 = Double(p99) / Double(floorP99)
    let monitorFigures =
      item.monitor.map { monitor -> String in
        let statistics = monitor.statistics
        return "\(microseconds(nanoseconds(statistics.p50))) / "
          + "\(microseconds(nanoseconds(statistics.p99)))"
      } ?? "—"
    let verdict = item.isFloor ? "floor" : (r50 <= 1.5 && r99 <= 1.5 ? "PASS" : "MISS")
    if verdict == "MISS" { missed += 1 }
    print(
      "| \(item.title) | \(microseconds(p50)) | \(microseconds(p99)) | "
        + String(format: "%.2f× | %.2f×", r50, r99) + " | \(monitorFigures) | \(verdict) |")
  }

  let statistics = flood.statistics
  let blocked = flood.blockedStatistics
  print("\n### Main actor latest-only under a flood from a worker thread\n")
  print("| figure | value | target | verdict |")
  print("|---|---|---|---|")
  func line(_ figure: String, _ value: String, _ target: String, _ passed: Bool?) {
    let verdict = passed.map { $0 ? "PASS" : "MISS" } ?? ""
    if passed == false { missed += 1 }
    print("| \(figure) | \(value) | \(target) | \(verdict) |")
  }
  line("send rate", String(format: "%.0f Hz", flood.rateHz), "100 kHz", nil)
  line(
    "sends / hops / coalesced", "\(statistics.sent) / \(statistics.hops) / \(statistics.coalesced)",
    "", nil)
  line("most hops pending at once", "\(statistics.maxPending)", "≤ 1", statistics.maxPending <= 1)
  line(
    "final value delivered",
    floodLog.last == flood.finalSent ? "yes (\(floodLog.last))" : "no (\(floodLog.last))",
    "yes", floodLog.last == flood.finalSent)
  line(
    "an older value after a newer one", floodLog.wentBackwards ? "yes" : "never", "never",
    !floodLog.wentBackwards)
  line(
    "allocations per coalesced send (main busy, \(flood.blockedSends) sends)",
    String(format: "%.4f", flood.allocationsPerCoalescedSend), "0",
    flood.allocationsPerCoalescedSend == 0)
  line(
    "time per coalesced send, update() included (main busy)",
    String(format: "%.0f ns", flood.nanosecondsPerCoalescedSend), "", nil)
  line(
    "  of which coalesced / hops / most pending",
    "\(blocked.coalesced) / \(blocked.hops) / \(blocked.maxPending)",
    "all but one / 1 / 1", blocked.hops == 1 && blocked.maxPending == 1)
  line(
    "  final value delivered",
    blockedLog.last == flood.blockedSends ? "yes" : "no (\(blockedLog.last))", "yes",
    blockedLog.last == flood.blockedSends)
  print("\n\(missed) main-actor target(s) missed")
}

worker.start()
dispatchMain()
