extension Receiver {
  // Public: an operator of the Receiver stream API, beside map and filter.
  /// A receiver of the latest wave of both receivers, each time either sends one, once both
  /// have sent at least one.
  ///
  /// ```swift
  /// letters.combine(with: numbers)   // "a", 1, 2, "b" → ("a", 1), ("a", 2), ("b", 2)
  /// ```
  ///
  /// Each listener replays `self` first, then `other`. Waves from the two sides are delivered
  /// serially, in the order they arrive, even when the two are broadcast on different threads.
  public func combine<Other: Sendable>(
    with other: Receiver<Other>
  ) -> Receiver<(Wave, Other)> {
    Receiver<(Wave, Other)> { replayLimit, handler in
      let latest = Lock<(Wave?, Other?)>((nil, nil))
      let relay = BroadcastHub<CombinedWave<Wave, Other>>(replayCapacity: 0)
      let relayed = relay.subscribe(replayLimit: 0, disposesOnRelease: false) { input in
        let pair = latest.withLock { latest -> (Wave, Other)? in
          switch input {
          case .first(let wave): latest.0 = wave
          case .second(let wave): latest.1 = wave
          }
          guard let first = latest.0, let second = latest.1 else { return nil }
          return (first, second)
        }
        if let pair { handler(pair) }
      }
      let first = self.listen(replayLimit: replayLimit) { relay.broadcast(.first($0)) }
      let second = other.listen(replayLimit: replayLimit) { relay.broadcast(.second($0)) }
      return Disposable(disposesOnRelease: false) {
        first.dispose()
        second.dispose()
        relayed.dispose()
      }
    }
  }

  /// A receiver of the waves of all `receivers`, in the order they arrive.
  ///
  /// ```swift
  /// Receiver.merge([left, right])   // left 1, right 2, left 3 → 1, 2, 3
  /// ```
  ///
  /// Each listener replays the receivers one after the other, in the order given. Waves are
  /// delivered serially even when the receivers broadcast on different threads.
  public static func merge(_ receivers: [Receiver<Wave>]) -> Receiver<Wave> {
    Receiver { replayLimit, handler in
      let relay = BroadcastHub<Wave>(replayCapacity: 0)
      let relayed = relay.subscribe(replayLimit: 0, disposesOnRelease: false, handler)
      let upstreams = receivers.map { receiver in
        receiver.listen(replayLimit: replayLimit) { relay.broadcast($0) }
      }
      return Disposable(disposesOnRelease: false) {
        for upstream in upstreams { upstream.dispose() }
        relayed.dispose()
      }
    }
  }

  /// A receiver of the waves of this receiver and `others`, in the order they arrive; see
  /// ``merge(_:)``.
  public func merge(with others: Receiver<Wave>...) -> Receiver<Wave> {
    Receiver.merge([self] + others)
  }
}

/// A wave from either side of ``Receiver/combine(with:)``.
enum CombinedWave<First: Sendable, Second: Sendable>: Sendable {
  case first(First)
  case second(Second)
}
