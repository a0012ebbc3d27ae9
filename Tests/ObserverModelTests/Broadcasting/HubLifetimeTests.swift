import ObserverModel
import TestSupport
import Testing

/// Counts its own deinitialisations, to show what a subscription keeps alive.
private final class Captured: Sendable {
  let released: CallCounter
  init(_ released: CallCounter) { self.released = released }
  deinit { released.increment() }
}

@Suite struct HubLifetimeTests {
  @Test func releasingTheObserverReleasesHandlersWhoseDisposablesAreStillHeld() {
    let released = CallCounter()
    var observer: Observer<Int>? = Observer(0)
    var subscription: Disposable? = {
      let captured = Captured(released)
      return observer!.observe { _ in withExtendedLifetime(captured) {} }
    }()
    #expect(released.count == 0)
    observer = nil
    #expect(released.count == 1)  // the disposable no longer keeps the handler alive
    subscription?.dispose()
    subscription = nil
    #expect(released.count == 1)
  }

  @Test func releasingTheStreamReleasesListenersAndTheirBufferedWaves() {
    let released = CallCounter()
    var pair: (Receiver<Captured>.Transmitter, Receiver<Captured>)? = Receiver<Captured>.make(
      with: .cold)
    pair!.0.broadcast(Captured(released))
    let listening = pair!.1.listen { _ in }
    #expect(released.count == 0)
    pair = nil
    #expect(released.count == 1)
    listening.dispose()
  }

  @Test func disposingHalfTheSubscribersInsideARoundSkipsThemAndKeepsTheOrder() {
    let observer = Observer(0)
    let log = TestLog<Int>()
    let count = 200
    let disposables = Lock<[Disposable]>([])
    let first = observer.observe(skippingInitialValue: true) { value in
      guard value == 1 else { return }
      // Disposes every odd subscriber (enough to compact the list) during the round.
      let all = disposables.withLock { $0 }
      for (index, disposable) in all.enumerated() where !index.isMultiple(of: 2) {
        disposable.dispose()
      }
    }
    let made = (0..<count).map { index in
      observer.observe(skippingInitialValue: true) { value in log.append(value * 1000 + index) }
    }
    disposables.withLock { $0 = made }
    observer.update(1)
    observer.update(2)
    let evens = Array(stride(from: 0, to: count, by: 2))
    #expect(log.values == evens.map { 1000 + $0 } + evens.map { 2000 + $0 })
    #expect(observer.observerCount == 1 + count / 2)
    withExtendedLifetime(first) {}
  }

  @Test func subscribingDuringARoundDoesNotDisturbThatRound() {
    let observer = Observer(0)
    let log = TestLog<String>()
    let late = Lock<[Disposable]>([])
    let first = observer.observe(skippingInitialValue: true) { value in
      log.append("first \(value)")
      guard value == 1 else { return }
      for tag in 0..<3 {
        let added = observer.observe(skippingInitialValue: true) { log.append("late\(tag) \($0)") }
        late.withLock { $0.append(added) }
      }
    }
    let second = observer.observe(skippingInitialValue: true) { log.append("second \($0)") }
    observer.update(1)
    observer.update(2)
    #expect(
      log.values == [
        "first 1", "second 1", "first 2", "second 2", "late0 2", "late1 2", "late2 2",
      ])
    withExtendedLifetime((first, second)) {}
  }
}
