extension Receiver {
  // Public: an operator of the Receiver stream API, beside map and filter.
  /// A receiver that drops a wave when `isRepeat(previous, wave)` says it repeats the last wave
  /// this listener got.
  public func skipRepeats(
    by isRepeat: @escaping @Sendable (Wave, Wave) -> Bool
  ) -> Receiver<Wave> {
    Receiver { replayLimit, handler in
      let previous = Lock<Wave?>(nil)
      return self.listen(replayLimit: replayLimit) { wave in
        let repeated = previous.withLock { previous -> Bool in
          defer { previous = wave }
          guard let last = previous else { return false }
          return isRepeat(last, wave)
        }
        if !repeated { handler(wave) }
      }
    }
  }

  // Public: an operator of the Receiver stream API, beside map and filter.
  /// A receiver of the waves that are not equal to each listener's previous one.
  ///
  /// ```swift
  /// receiver.skipRepeats()   // 1, 1, 2, 2, 1 → 1, 2, 1
  /// ```
  public func skipRepeats() -> Receiver<Wave> where Wave: Equatable {
    skipRepeats(by: ==)
  }

  // Public: an operator of the Receiver stream API, beside map and filter.
  /// A receiver of the waves each listener has not seen before.
  ///
  /// ```swift
  /// receiver.uniqueValues()   // 1, 2, 1, 3, 2 → 1, 2, 3
  /// ```
  ///
  /// Each listener remembers every distinct wave it got, so use it on streams of few values.
  public func uniqueValues() -> Receiver<Wave> where Wave: Hashable {
    Receiver { replayLimit, handler in
      let seen = Lock(Set<Wave>())
      return self.listen(replayLimit: replayLimit) { wave in
        if seen.withLock({ $0.insert(wave).inserted }) { handler(wave) }
      }
    }
  }

  // Public: an operator of the Receiver stream API, beside map and filter.
  /// A receiver of each wave paired with the one this listener got before it (`nil` for the
  /// first).
  ///
  /// ```swift
  /// receiver.withPrevious()   // 1, 2, 3 → (nil, 1), (1, 2), (2, 3)
  /// ```
  public func withPrevious() -> Receiver<(Wave?, Wave)> {
    Receiver<(Wave?, Wave)> { replayLimit, handler in
      let previous = Lock<Wave?>(nil)
      return self.listen(replayLimit: replayLimit) { wave in
        let last = previous.withLock { previous -> Wave? in
          defer { previous = wave }
          return previous
        }
        handler((last, wave))
      }
    }
  }
}
