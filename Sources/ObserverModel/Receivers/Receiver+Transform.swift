extension Receiver {
  /// A receiver of `transform(wave)` for each wave; replays the transformed kept waves.
  ///
  /// ```swift
  /// receiver.map { $0 * 10 }.listen { print($0) }   // 1, 2 → 10, 20
  /// ```
  public func map<Mapped: Sendable>(
    _ transform: @escaping @Sendable (Wave) -> Mapped
  ) -> Receiver<Mapped> {
    Receiver<Mapped> { replayLimit, handler in
      self.listen(replayLimit: replayLimit) { handler(transform($0)) }
    }
  }

  /// A receiver of the waves for which `isIncluded` returns `true`.
  ///
  /// ```swift
  /// receiver.filter { $0.isMultiple(of: 2) }   // 1, 2, 3, 4 → 2, 4
  /// ```
  public func filter(_ isIncluded: @escaping @Sendable (Wave) -> Bool) -> Receiver<Wave> {
    Receiver { replayLimit, handler in
      self.listen(replayLimit: replayLimit) { wave in
        if isIncluded(wave) { handler(wave) }
      }
    }
  }

  /// A receiver over the same stream whose new listeners get at most the last `count` kept
  /// waves (none when `count` is 0), whatever the upstream keeps; live waves are unchanged.
  ///
  /// This lets one `.cold` stream serve listeners that want its full history, its recent history
  /// or only live events:
  ///
  /// ```swift
  /// let (transmitter, history) = Receiver<Event>.make(with: .cold)
  /// let recent = history.limitingReplay(to: 5)   // the last five, then live events
  /// let now = history.limitingReplay(to: 0)      // live events only
  /// ```
  public func limitingReplay(to count: Int) -> Receiver<Wave> {
    let limit = max(0, count)
    return Receiver { replayLimit, handler in
      self.listen(replayLimit: Swift.min(replayLimit, limit), handler)
    }
  }
}

extension Receiver {
  // Public: an operator of the Receiver stream API, beside map and filter.
  /// A receiver of the non-`nil` waves, unwrapped.
  ///
  /// ```swift
  /// receiver.skipNil()   // 1, nil, 2 → 1, 2
  /// ```
  public func skipNil<Wrapped: Sendable>() -> Receiver<Wrapped> where Wave == Wrapped? {
    Receiver<Wrapped> { replayLimit, handler in
      self.listen(replayLimit: replayLimit) { wave in
        if let wave { handler(wave) }
      }
    }
  }
}
