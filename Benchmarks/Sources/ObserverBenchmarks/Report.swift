import Foundation

/// The measured figures of one run, by case key and size.
struct Results {
  var delivery: [String: [Int: Samples]] = [:]
  var churn: [String: [Int: Samples]] = [:]
  /// Marginal misses measured again before judging (see Confirmation.swift), in order.
  var confirmations: [Confirmation] = []

  func deliveryMedian(_ key: String, _ n: Int) -> Double { delivery[key]?[n]?.median ?? .nan }
  func churnMedian(_ key: String, _ n: Int) -> Double { churn[key]?[n]?.median ?? .nan }
}

/// Formats a figure for the table: 3 significant digits or so.
func format(_ value: Double) -> String {
  guard value.isFinite else { return "—" }
  if value >= 1000 { return String(Int(value.rounded())) }
  if value >= 100 { return String(format: "%.0f", value) }
  if value >= 10 { return String(format: "%.1f", value) }
  return String(format: "%.2f", value)
}

/// A Markdown table row.
func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

/// One checked target: a description, the worst figure against its limit, and the verdict;
/// `whyNot` explains a miss whose cause is known (printed under the table when it misses).
struct Target {
  let description: String
  let detail: String
  let passed: Bool
  var whyNot: String? = nil
  /// For a time ratio that missed by a small margin: the pair and size to measure again.
  var recheck: Recheck? = nil
}

/// Prints the tables and the targets, PASS or MISS, in Markdown; returns the number missed.
func report(_ results: Results, sizes: [Int], repetitions: Int) -> Int {
  print("Library built with the \(runtimeName) runtime.\n")
  print("### Delivery: ns per delivered callback (median of \(repetitions))\n")
  print(
    row(["implementation"] + sizes.map { "N=\($0)" } + ["allocs/change"]))
  print(row(Array(repeating: "---", count: sizes.count + 2)))
  for item in deliveryCases {
    let figures = sizes.map { format(results.deliveryMedian(item.key, $0)) }
    let allocs = sizes.compactMap { results.delivery[item.key]?[$0]?.allocations }.max() ?? .nan
    print(row([item.title] + figures + [format(allocs)]))
  }

  // The existential and weak floors are information: a registry of observers of any type pays
  // a conformance cast per callback, which neither floor has (issue 20). The weak + cast floor
  // is the yardstick for `withObservers`.
  let ratios: [(title: String, ours: String, base: String)] = [
    (
      "ThreadSafeClass.withObservers ÷ existential floor (information)",
      "ours.withObservers.shared", "floor.existentials"
    ),
    (
      "ObservableClass.withObservers ÷ existential floor (information)",
      "ours.withObservers.local", "floor.existentials"
    ),
    (
      "ThreadSafeClass.withObservers ÷ weak floor (information)", "ours.withObservers.shared",
      "floor.weak"
    ),
    (
      "ObservableClass.withObservers ÷ weak floor (information)", "ours.withObservers.local",
      "floor.weak"
    ),
    ("weak + cast floor ÷ weak floor", "floor.weakCast", "floor.weak"),
    (
      "ThreadSafeClass.withObservers ÷ weak + cast floor", "ours.withObservers.shared",
      "floor.weakCast"
    ),
    (
      "ObservableClass.withObservers ÷ weak + cast floor", "ours.withObservers.local",
      "floor.weakCast"
    ),
    ("Observer.update ÷ closure floor", "ours.observer.update", "floor.closures"),
    ("Observer observe(on: .inline) ÷ closure floor", "ours.observer.inline", "floor.closures"),
    ("Receiver.broadcast .hot ÷ closure floor", "ours.receiver.hot", "floor.closures"),
    ("Receiver.broadcast .warm ÷ closure floor", "ours.receiver.warm", "floor.closures"),
    ("Receiver.broadcast .cold ÷ closure floor", "ours.receiver.cold", "floor.closures"),
    ("observe(\\.value) ÷ bare withObservationTracking", "ours.keypath", "peer.tracking"),
  ]
  print("\n### Ratios (same run; lower is better)\n")
  print(row(["ratio"] + sizes.map { "N=\($0)" }))
  print(row(Array(repeating: "---", count: sizes.count + 1)))
  for ratio in ratios {
    let figures = sizes.map {
      format(results.deliveryMedian(ratio.ours, $0) / results.deliveryMedian(ratio.base, $0)) + "×"
    }
    print(row([ratio.title] + figures))
  }

  print("\n### Subscribe + dispose churn: ns per pair with n others present (median)\n")
  print(row(["implementation"] + churnSizes.map { "n=\($0)" } + ["max ÷ min", "allocs/pair"]))
  print(row(Array(repeating: "---", count: churnSizes.count + 3)))
  for item in churnCases {
    let medians = item.sizes.map { results.churnMedian(item.key, $0) }
    let figures = churnSizes.map { size in
      item.sizes.contains(size) ? format(results.churnMedian(item.key, size)) : "—"
    }
    let spread = (medians.max() ?? .nan) / (medians.min() ?? .nan)
    let allocs = item.sizes.compactMap { results.churn[item.key]?[$0]?.allocations }.max() ?? .nan
    print(row([item.title] + figures + [format(spread) + "×", format(allocs)]))
  }

  let targets = checkTargets(results, sizes: sizes)
  print("\n### Targets\n")
  print(row(["target", "worst case", "verdict"]))
  print(row(["---", "---", "---"]))
  for target in targets {
    print(row([target.description, target.detail, target.passed ? "PASS" : "MISS"]))
  }
  if !results.confirmations.isEmpty {
    print(
      "\nMeasured again before judging (a time ratio over its limit by at most"
        + " \(format((marginalMiss - 1) * 100))% gets \(repetitions) more samples of both sides,"
        + " and the target judges all of them):\n")
    for confirmation in results.confirmations { print("- \(confirmation)") }
  }
  let explained = targets.filter { !$0.passed && $0.whyNot != nil }
  if !explained.isEmpty {
    print("\nWhy not:\n")
    for target in explained { print("- \(target.description): \(target.whyNot!)") }
  }
  return targets.filter { !$0.passed }.count
}

/// Evaluates every target of the performance budget against this run's figures.
func checkTargets(_ results: Results, sizes: [Int]) -> [Target] {
  var targets: [Target] = []

  /// `whyNot` gets the size of the worst case and explains a miss there, when it can.
  func ratioTarget(
    _ description: String, _ ours: String, _ base: String, limit: Double,
    whyNot: (Int) -> String? = { _ in nil }
  ) {
    let worst = sizes.map { n in
      (n, results.deliveryMedian(ours, n) / results.deliveryMedian(base, n))
    }.max { $0.1 < $1.1 }!
    let marginal = worst.1 > limit && worst.1 <= limit * marginalMiss
    targets.append(
      Target(
        description: description,
        detail: "\(format(worst.1))× at N=\(worst.0) (limit \(format(limit))×)",
        passed: worst.1 <= limit, whyNot: whyNot(worst.0),
        recheck: marginal ? Recheck(ours: ours, base: base, size: worst.0) : nil))
  }
  // Issue 20: `withObservers` against the weak + cast floor (a weak `AnyObject` loaded and cast
  // to the protocol per call, Flowduino's pattern), since the cast per callback is what a
  // registry of observers of any type cannot avoid; the existential and weak floors (2× and
  // 1.0× in earlier issues, out of reach for that reason) are shown as information only. The
  // fast runtime must match the floor at every N; the safe one, which holds observers weakly
  // itself, may cost 30% more.
  let castLimit = runtimeName == "safe" ? 1.3 : 1.0
  ratioTarget(
    "ThreadSafeClass.withObservers ≤ \(format(castLimit))× weak + cast floor",
    "ours.withObservers.shared", "floor.weakCast", limit: castLimit)
  ratioTarget(
    "ObservableClass.withObservers ≤ \(format(castLimit))× weak + cast floor",
    "ours.withObservers.local", "floor.weakCast", limit: castLimit)
  // `observe(on: .inline)` subscribes exactly as `observe` does, so it delivers through the code
  // of the `update` row. In one run with that row it read 5–25% higher, in both runtimes, and
  // kept reading higher when the two rows swapped workloads: part of the gap follows the row's
  // place in the run. Each measured alone with the floor (three runs each, safe runtime,
  // N=1000): update 1.08–1.15×, inline 1.09–1.19×.
  ratioTarget(
    "Observer observe(on: .inline) ≤ 1.2× closure floor", "ours.observer.inline",
    "floor.closures", limit: 1.2
  ) { n in
    let update =
      results.deliveryMedian("ours.observer.update", n)
      / results.deliveryMedian("floor.closures", n)
    guard update <= 1.2 else { return nil }
    return "it delivers through the code of the Observer.update row, which is \(format(update))×"
      + " at N=\(n) in this run; the gap between the two rows is the measurement's (it follows"
      + " a row's place in the run), not the code's"
  }
  ratioTarget(
    "Observer.update ≤ 1.2× closure floor", "ours.observer.update", "floor.closures", limit: 1.2)
  ratioTarget(
    "Receiver.broadcast (.hot) ≤ 1.2× closure floor", "ours.receiver.hot", "floor.closures",
    limit: 1.2)
  ratioTarget(
    "Receiver.broadcast (.warm) ≤ 1.2× closure floor", "ours.receiver.warm", "floor.closures",
    limit: 1.2)
  // `.cold` keeps every wave for later listeners: the append is what it costs beyond `.hot`.
  // A miss is explained by it only where the append is a large share of the floor.
  ratioTarget(
    "Receiver.broadcast (.cold) ≤ 1.2× closure floor", "ours.receiver.cold", "floor.closures",
    limit: 1.2
  ) { n in
    let extra =
      results.deliveryMedian("ours.receiver.cold", n)
      - results.deliveryMedian("ours.receiver.hot", n)
    let floor = results.deliveryMedian("floor.closures", n)
    guard extra > 0.15 * floor else { return nil }
    return "a .cold broadcast also appends the wave to the buffer it replays to later listeners:"
      + " \(format(extra)) ns more than .hot at N=\(n) in this run, against a floor of"
      + " \(format(floor)) ns"
  }

  for ours in ["ours.withObservers.shared", "ours.observer.update", "ours.receiver.hot"] {
    let title = deliveryCases.first { $0.key == ours }!.title
    let worst = sizes.flatMap { n in
      ["peer.subject", "peer.published", "peer.notificationCenter"].map { peer in
        (n, peer, results.deliveryMedian(ours, n) / results.deliveryMedian(peer, n))
      }
    }.max { $0.2 < $1.2 }!
    let peerTitle = deliveryCases.first { $0.key == worst.1 }!.title
    targets.append(
      Target(
        description: "\(title) faster than OpenCombine and NotificationCenter at every N",
        detail: "\(format(worst.2))× of \(peerTitle) at N=\(worst.0)",
        passed: worst.2 < 1))
  }

  ratioTarget(
    "observe(\\.value) ≤ 2× bare withObservationTracking re-arm", "ours.keypath",
    "peer.tracking", limit: 2
  ) { _ in
    runtimeName == "safe"
      ? "the safe runtime re-reads a change on the actor's next turn, in one task per write"
        + " (TurnBatches), which starts on the global executor and then hops to the actor: two"
        + " hand-offs between threads per write, whatever N, which outweigh the re-arms at small"
        + " N and on a busy machine (Runtime/README.md)"
      : nil
  }

  for key in ["churn.ours.observer", "churn.ours.receiver", "churn.ours.addObserver"] {
    let title = churnCases.first { $0.key == key }!.title
    let at1000 = results.churnMedian(key, 1_000)
    targets.append(
      Target(
        description: "churn \(title) < 250 ns/pair at 1,000 others",
        detail: "\(format(at1000)) ns", passed: at1000 < 250))
    let medians = churnSizes.map { results.churnMedian(key, $0) }
    let spread = medians.max()! / medians.min()!
    targets.append(
      Target(
        description: "churn \(title) flat from 10 to 100,000 (< 2×)",
        detail: "\(format(spread))×", passed: spread < 2))
  }

  // Key paths: Observation has no persistent observer, so each delivery re-arms
  // `withObservationTracking`, which allocates; the target is to add nothing to that.
  let keyPathAllocations = sizes.map { n in
    (
      n, results.delivery["ours.keypath"]?[n]?.allocations ?? .nan,
      results.delivery["peer.tracking"]?[n]?.allocations ?? .nan
    )
  }
  if let worst = keyPathAllocations.filter({ !$0.1.isNaN && !$0.2.isNaN })
    .max(by: { $0.1 - $0.2 < $1.1 - $1.2 })
  {
    targets.append(
      Target(
        description:
          "observe(\\.value) allocates no more per change than bare withObservationTracking",
        detail: "\(format(worst.1)) against \(format(worst.2)) per change at N=\(worst.0)",
        passed: worst.1 <= worst.2 + 0.01,
        whyNot: runtimeName == "fast"
          ? "not a known cause: since the fired tracking is cancelled after re-arming (the"
            + " registrar then keeps the property's id set), the two were equal at every N"
            + " (2026-11-25); a miss is a regression, which KeyPathAllocationTests should catch"
          : "the safe runtime's re-arm allocates its marker (TrackingRelease) besides what"
            + " Observation's public willSet form allocates, one more per observer per change, and"
            + " the task of each write's batch adds a few per change (Runtime/README.md)"))
  }

  for item in deliveryCases where item.group == .ours && item.key != "ours.keypath" {
    let worst = sizes.map { n in (n, results.delivery[item.key]?[n]?.allocations ?? .nan) }
      .max { $0.1 < $1.1 }!
    let perCallback = worst.1 / Double(worst.0)
    // `.cold` keeps every wave by definition, so its buffer must grow: an array doubling now and
    // then, amortised below 0.05 per change. Anything more would be a per-delivery allocation.
    let keepsEverything = item.key == "ours.receiver.cold"
    targets.append(
      Target(
        description: "zero allocations per delivery: \(item.title)"
          + (keepsEverything ? " (beyond amortised growth of the kept waves)" : ""),
        detail:
          "\(format(worst.1)) per change (\(format(perCallback)) per callback) at N=\(worst.0)",
        passed: worst.1 < (keepsEverything ? 0.05 : 0.01)))
  }
  return targets
}

/// Which of the library's runtimes this benchmark was built against (see
/// Sources/ObserverModel/Runtime/README.md).
#if OBSERVER_MODEL_SAFE
  let runtimeName = "safe"
#else
  let runtimeName = "fast"
#endif
