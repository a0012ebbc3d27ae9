extension Receiver {
  // Public: an operator of the Receiver stream API, beside map and filter.
  /// A receiver that drops each listener's first `count` waves (replayed ones included).
  ///
  /// ```swift
  /// receiver.skip(count: 2)   // 1, 2, 3, 4 → 3, 4
  /// ```
  public func skip(count: Int) -> Receiver<Wave> {
    Receiver { replayLimit, handler in
      let remaining = Lock(Swift.max(0, count))
      return self.listen(replayLimit: replayLimit) { wave in
        let skipping = remaining.withLock { remaining -> Bool in
          guard remaining > 0 else { return false }
          remaining -= 1
          return true
        }
        if !skipping { handler(wave) }
      }
    }
  }

  /// A receiver that passes each listener's first `count` waves (replayed ones included), then
  /// ends that listener's upstream subscription.
  ///
  /// ```swift
  /// receiver.take(count: 2)   // 1, 2, 3, 4 → 1, 2
  /// ```
  public func take(count: Int) -> Receiver<Wave> {
    Receiver { replayLimit, handler in
      guard count > 0 else { return Disposable(disposesOnRelease: false) {} }
      let state = Lock(TakeState(remaining: count))
      let upstream = self.listen(replayLimit: replayLimit) { wave in
        let (passes, finished) = state.withLock { state -> (Bool, Disposable?) in
          guard state.remaining > 0 else { return (false, nil) }
          state.remaining -= 1
          return (true, state.remaining == 0 ? state.upstream : nil)
        }
        guard passes else { return }
        handler(wave)
        finished?.dispose()
      }
      let finishedDuringReplay = state.withLock { state -> Bool in
        state.upstream = upstream
        return state.remaining == 0
      }
      if finishedDuringReplay { upstream.dispose() }
      return Disposable(disposesOnRelease: false) { upstream.dispose() }
    }
  }
}

/// One `take(count:)` listener's progress, and its upstream subscription once known.
private struct TakeState {
  var remaining: Int
  var upstream: Disposable?
}
