/// How far over its limit a time ratio may be and still count as marginal: such a miss is
/// within what two runs of the same build on a quiet machine differ by (the safe runtime's
/// `ObservableClass.withObservers` read 1.28× to 1.32× at N=1 against 1.3×), so it is measured
/// again before it is judged. A larger miss is judged as it stands.
let marginalMiss = 1.05

/// The pair of cases behind a marginal time-ratio miss, and the size where it missed.
struct Recheck {
  let ours: String
  let base: String
  let size: Int
}

/// What measuring a marginal miss again showed: the ratio on the first samples, then on all.
struct Confirmation: CustomStringConvertible {
  let recheck: Recheck
  let before: Double
  let after: Double
  let samples: Int

  var description: String {
    "\(recheck.ours) ÷ \(recheck.base) at N=\(recheck.size): \(format(before))× on the first"
      + " samples, \(format(after))× on all \(samples)"
  }
}

/// Measures every marginal time-ratio miss of `results` again, `measure` giving fresh samples of
/// the listed cases at one size, and merges those samples into `results`, so that the targets
/// judge the median of twice as many. The cases of all pairs at one size are measured together,
/// once (pairs share their floor), and every ratio before and after is taken over all pairs.
func confirmMarginalMisses(
  _ results: inout Results, sizes: [Int],
  measure: (_ keys: [String], _ size: Int) -> [String: Samples]
) {
  let rechecks = checkTargets(results, sizes: sizes).compactMap(\.recheck)
  let before = rechecks.map { ratio(results, $0) }
  for size in Set(rechecks.map(\.size)).sorted() {
    let pairs = rechecks.filter { $0.size == size }
    var keys: [String] = []
    for key in pairs.flatMap({ [$0.ours, $0.base] }) where !keys.contains(key) { keys.append(key) }
    for (key, fresh) in measure(keys, size) { results.delivery[key]?[size]?.merge(fresh) }
  }
  results.confirmations = zip(rechecks, before).map { recheck, before in
    Confirmation(
      recheck: recheck, before: before, after: ratio(results, recheck),
      samples: results.delivery[recheck.ours]?[recheck.size]?.nanosecondsPerUnit.count ?? 0)
  }
}

/// The time ratio of a recheck's pair at its size, from every sample so far.
private func ratio(_ results: Results, _ recheck: Recheck) -> Double {
  results.deliveryMedian(recheck.ours, recheck.size)
    / results.deliveryMedian(recheck.base, recheck.size)
}
