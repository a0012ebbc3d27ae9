import ObserverModel
import Testing

/// The shared surface itself: every kind, plain or keyed, is a `ProtocolObservable`.
@Suite("ProtocolObservable")
struct ProtocolObservableTests {
  static func all() -> [any ProtocolObservable] {
    [
      ObservableClass(), ObservableThreadSafeClass(), ObservableThread(),
      KeyedObservableClass(), KeyedObservableThreadSafeClass(),
      KeyedObservableThread(),
    ]
  }

  /// Notifies through the protocol, as generic client code would.
  static func notify(_ observable: some ProtocolObservable, _ value: Int) {
    observable.withObservers { (observer: PingObserver) in observer.ping(value) }
  }

  @Test func everyKindKeepsOneObjectWillChangePublisher() {
    for observable in Self.all() {
      #expect(
        observable.objectWillChange === observable.objectWillChange, "\(type(of: observable))")
    }
  }

  @Test func genericCodeReachesTheSameObservers() {
    for observable in Self.all() {
      let log = CallLog()
      let observer = PingOnly("o", log: log)
      observable.addObserver(observer)
      Self.notify(observable, 1)
      #expect(log.entries == ["o.ping(1)"], "\(type(of: observable))")
      #expect(observable.hasObserver(observer))
      observable.removeObserver(observer)
      #expect(observable.observerCount == 0)
    }
  }
}
