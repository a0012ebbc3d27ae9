import ObserverModel
import Testing

// The seed's ObservableClass example, as written there, with only the corrections Swift requires:
// the observer class may not share its protocol's name, and closing braces are restored.

/// Protocol defining what Methods the Obverable Class can invoke on any Observer
protocol DummyObserver: AnyObject {
  func onFooChanged(oldValue: String, newValue: String)
  func onBarChanged(oldValue: String, newValue: String)
}

class Dummy: ObservableClass {
  private var _foo: String = "Hello"
  /// The seed's observed property.
  public var foo: String {
    get {
      return _foo
    }
    set {
      withObservers { (observer: DummyObserver) in
        observer.onFooChanged(oldValue: _foo, newValue: newValue)
      }
      _foo = newValue
      objectWillChange.send()
    }
  }

  private var _bar: String = "World"
  /// The seed's second observed property.
  public var bar: String {
    get {
      return _bar
    }
    set {
      withObservers { (observer: DummyObserver) in
        observer.onBarChanged(oldValue: _bar, newValue: newValue)
      }
      _bar = newValue
      objectWillChange.send()
    }
  }
}

class DummyObserverClass: DummyObserver {
  var lines: [String] = []
  func onFooChanged(oldValue: String, newValue: String) {
    lines.append("Foo Changed from \(oldValue) to \(newValue)")
  }

  func onBarChanged(oldValue: String, newValue: String) {
    lines.append("Bar Changed from \(oldValue) to \(newValue)")
  }
}

@Suite("Seed: ObservableClass example")
struct ObservableClassExampleTests {
  @Test func playgroundFlow() {
    var observable = Dummy()
    var observer = DummyObserverClass()
    var willChange = 0
    let subscription = observable.objectWillChange.sink { willChange += 1 }

    observable.addObserver(observer)
    observable.foo = "Test 1"
    observable.bar = "Test 2"

    #expect(
      observer.lines == [
        "Foo Changed from Hello to Test 1", "Bar Changed from World to Test 2",
      ])
    #expect(willChange == 2)
    #expect(observable.foo == "Test 1" && observable.bar == "Test 2")
    subscription.cancel()
    observable = Dummy()
    observer = DummyObserverClass()
    #expect(observer.lines.isEmpty)
  }

  @Test func objectWillChangeIsStable() {
    let observable = Dummy()
    #expect(observable.objectWillChange === observable.objectWillChange)
  }

  @Test func oneObservableServesSeveralProtocols() {
    final class Both: ObserverProtocolA, ObserverProtocolB {
      var calls: [String] = []
      func doSomethingForProtocolA() { calls.append("A") }
      func doSomethingForProtocolB() { calls.append("B") }
    }
    final class OnlyA: ObserverProtocolA {
      var calls = 0
      func doSomethingForProtocolA() { calls += 1 }
    }
    let observable = ObservableThreadSafeClass()
    let both = Both()
    let onlyA = OnlyA()
    observable.addObserver(both)
    observable.addObserver(onlyA)
    observable.withObservers { (observer: ObserverProtocolA) in
      observer.doSomethingForProtocolA()
    }
    observable.withObservers { (observer: ObserverProtocolB) in
      observer.doSomethingForProtocolB()
    }
    #expect(both.calls == ["A", "B"])
    #expect(onlyA.calls == 1)
  }
}

protocol ObserverProtocolA: AnyObject {
  func doSomethingForProtocolA()
}

protocol ObserverProtocolB: AnyObject {
  func doSomethingForProtocolB()
}
