import ObserverModel
import TestSupport
import Testing

@Suite struct ObserverTests {
  @Test func observeDeliversTheCurrentValueThenEveryUpdate() {
    let observer = Observer(1)
    let log = TestLog<Int>()
    let subscription = observer.observe { log.append($0) }
    observer.update(2)
    observer.update(3)
    #expect(log.values == [1, 2, 3])
    withExtendedLifetime(subscription) {}
  }

  @Test func skippingTheInitialValueDeliversOnlyUpdates() {
    let observer = Observer("a")
    let log = TestLog<String>()
    let subscription = observer.observe(skippingInitialValue: true) { log.append($0) }
    #expect(log.values.isEmpty)
    observer.update("b")
    #expect(log.values == ["b"])
    withExtendedLifetime(subscription) {}
  }

  @Test func getValueAndValueReflectTheLatestUpdate() {
    let observer = Observer([1])
    #expect(observer.getValue() == [1])
    observer.update([1, 2])
    #expect(observer.getValue() == [1, 2])
    #expect(observer.value == [1, 2])
  }

  @Test func modifyChangesAtomicallyPublishesAndReturnsTheBodysResult() {
    let observer = Observer([Int]())
    let log = TestLog<[Int]>()
    let subscription = observer.observe(skippingInitialValue: true) { log.append($0) }
    let count = observer.modify { values -> Int in
      values.append(7)
      return values.count
    }
    #expect(count == 1)
    #expect(observer.value == [7])
    #expect(log.values == [[7]])
    withExtendedLifetime(subscription) {}
  }

  @Test func modifyIfChangedPublishesNothingWhenNothingChanged() {
    let observer = Observer(5)
    let log = TestLog<Int>()
    let subscription = observer.observe(skippingInitialValue: true) { log.append($0) }
    let changed = observer.modify(ifChanged: { value in (result: value > 10, changed: false) })
    #expect(changed == false)
    observer.modify(ifChanged: { value in
      value += 1
      return (result: (), changed: true)
    })
    #expect(log.values == [6])
    withExtendedLifetime(subscription) {}
  }

  @Test func modifyBodyMayReadTheObserverWithoutDeadlock() {
    let observer = Observer(1)
    observer.modify { $0 += observer.getValue() }
    #expect(observer.value == 2)
  }

  @Test func callbacksRunInSubscriptionOrderAcrossHundredsOfSubscribers() {
    let observer = Observer(0)
    let log = TestLog<Int>()
    var subscriptions: [Disposable] = []
    for index in 0..<300 {
      observer.observe(skippingInitialValue: true) { _ in log.append(index) }
        .add(to: &subscriptions)
    }
    observer.update(1)
    #expect(log.values == Array(0..<300))
    // Removing some keeps the order of the rest.
    for index in stride(from: 0, to: 300, by: 3) { subscriptions[index].dispose() }
    observer.update(2)
    #expect(Array(log.values.dropFirst(300)) == (0..<300).filter { $0 % 3 != 0 })
  }

  @Test func releasingTheDisposableStopsCallbacks() {
    let observer = Observer(0)
    let log = TestLog<Int>()
    var subscription: Disposable? = observer.observe { log.append($0) }
    observer.update(1)
    #expect(subscription?.disposesOnRelease == true)
    subscription = nil
    observer.update(2)
    #expect(log.values == [0, 1])
    #expect(observer.observerCount == 0)
  }

  @Test func disposablesAddedToAnArrayEndWhenTheArrayIsReleased() {
    let observer = Observer(0)
    let log = TestLog<Int>()
    var disposables: [Disposable] = []
    observer.observe { log.append($0) }.add(to: &disposables)
    observer.observe { log.append($0 * 10) }.add(to: &disposables)
    observer.update(1)
    #expect(observer.observerCount == 2)
    disposables = []
    observer.update(2)
    #expect(log.values == [0, 0, 1, 10])
    #expect(observer.observerCount == 0)
  }

  @Test func disposeIsIdempotentAndSafeInsideTheCallbackItEnds() {
    let observer = Observer(0)
    let log = TestLog<Int>()
    let holder = TestLog<Disposable>()
    let subscription = observer.observe(skippingInitialValue: true) { value in
      log.append(value)
      holder.values.first?.dispose()
      holder.values.first?.dispose()
    }
    holder.append(subscription)
    observer.update(1)
    observer.update(2)
    #expect(log.values == [1])
    #expect(subscription.isDisposed)
    subscription.dispose()
    #expect(observer.observerCount == 0)
  }

  @Test func anObserverDisposedDuringARoundIsNotCalledInThatRound() {
    let observer = Observer(0)
    let log = TestLog<String>()
    let second = TestLog<Disposable>()
    let first = observer.observe(skippingInitialValue: true) { _ in
      log.append("first")
      second.values.first?.dispose()
    }
    second.append(observer.observe(skippingInitialValue: true) { _ in log.append("second") })
    observer.update(1)
    observer.update(2)
    #expect(log.values == ["first", "first"])
    withExtendedLifetime(first) {}
  }

  @Test func anObserverAddedDuringARoundStartsAfterThatRound() {
    let observer = Observer(0)
    let log = TestLog<String>()
    let added = TestLog<Disposable>()
    let first = observer.observe(skippingInitialValue: true) { value in
      log.append("first \(value)")
      if value == 1 {
        added.append(observer.observe { log.append("added \($0)") })
      }
    }
    let second = observer.observe(skippingInitialValue: true) { value in
      log.append("second \(value)")
    }
    observer.update(1)
    observer.update(2)
    #expect(
      log.values == [
        "first 1", "second 1", "added 1", "first 2", "second 2", "added 2",
      ])
    withExtendedLifetime((first, second, added)) {}
  }

  @Test func nestedUpdatesAreQueuedAfterTheCurrentRound() {
    let observer = Observer(0)
    let log = TestLog<String>()
    let first = observer.observe(skippingInitialValue: true) { value in
      log.append("A\(value)")
      if value < 3 { observer.update(value + 1) }
    }
    let second = observer.observe(skippingInitialValue: true) { value in
      log.append("B\(value)")
    }
    observer.update(1)
    #expect(log.values == ["A1", "B1", "A2", "B2", "A3", "B3"])
    #expect(observer.value == 3)
    withExtendedLifetime((first, second)) {}
  }

  @Test func releasingTheObserverLeavesItsDisposablesHarmless() {
    var observer: Observer<Int>? = Observer(0)
    let subscription = observer!.observe { _ in }
    observer = nil
    subscription.dispose()
    #expect(subscription.isDisposed)
  }
}
