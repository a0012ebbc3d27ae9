import ObserverModel
import TestSupport
import Testing

@Suite struct DisposableTests {
  @Test func anOwnedDisposableDisposesOnceWhenReleased() {
    let counter = CallCounter()
    var disposable: Disposable? = Disposable { counter.increment() }
    #expect(disposable?.disposesOnRelease == true)
    disposable = nil
    #expect(counter.count == 1)
  }

  @Test func disposeRunsTheActionOnlyOnce() {
    let counter = CallCounter()
    var disposable: Disposable? = Disposable { counter.increment() }
    disposable?.dispose()
    disposable?.dispose()
    #expect(disposable?.isDisposed == true)
    disposable = nil
    #expect(counter.count == 1)
  }

  @Test func aDetachedDisposableDoesNothingWhenReleased() {
    let counter = CallCounter()
    var disposable: Disposable? = Disposable(disposesOnRelease: false) { counter.increment() }
    disposable = nil
    #expect(counter.count == 0)
    _ = disposable
  }

  @Test func addingToAnArrayMakesADetachedDisposableOwned() {
    let counter = CallCounter()
    var disposables: [Disposable] = []
    Disposable(disposesOnRelease: false) { counter.increment() }.add(to: &disposables)
    #expect(disposables[0].disposesOnRelease)
    disposables.removeAll()
    #expect(counter.count == 1)
  }

  @Test func aReleasedDisposeBagDisposesEverythingItHolds() {
    let counter = CallCounter()
    var bag: DisposeBag? = DisposeBag()
    for _ in 0..<5 {
      Disposable(disposesOnRelease: false) { counter.increment() }.disposed(by: bag!)
    }
    #expect(bag?.count == 5)
    bag = nil
    #expect(counter.count == 5)
  }

  @Test func disposingABagEmptiesItAndLeavesItUsable() {
    let counter = CallCounter()
    let bag = DisposeBag()
    bag.insert(Disposable(disposesOnRelease: false) { counter.increment() })
    bag.dispose()
    #expect(counter.count == 1)
    #expect(bag.count == 0)
    bag.insert(Disposable(disposesOnRelease: false) { counter.increment() })
    bag.dispose()
    #expect(counter.count == 2)
  }

  @Test func aBagPrunesMembersThatWereDisposedOnTheirOwn() {
    let bag = DisposeBag()
    for _ in 0..<200 {
      let disposable = Disposable {}
      disposable.disposed(by: bag)
      disposable.dispose()
    }
    #expect(bag.count < 200)
  }
}
