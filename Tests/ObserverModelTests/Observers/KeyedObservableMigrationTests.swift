import Dispatch
import ObserverModel
import Synchronization
import XCTest

// The keyed-observer usage of Flowduino/Observable 2.x's own test suite, in its shapes: an XCTest
// case with a nested, non-generic `KeyedObservableClass` subclass and an observer class,
// registration for an array of keys with `addKeyedObserver(keys:_:)`, and notification through
// `withKeyedObservers(key:_:)` with the observer protocol named in the closure. Only the import
// differs from a client of the original. The other tests run the same shapes on the two
// thread-safe kinds and through the array forms.

protocol InventoryObserving: AnyObject {
  func stockChanged(item: String, from oldCount: Int, to newCount: Int)
}

final class KeyedObservableMigrationTests: XCTestCase {
  class Inventory: KeyedObservableClass {
    private var stock: [String: Int] = ["apples": 3, "pears": 5]

    func setStock(item: String, count: Int) {
      withKeyedObservers(key: item) { (item, observer: InventoryObserving) in
        observer.stockChanged(item: item, from: self.stock[item]!, to: count)
      }
      self.stock[item] = count
    }
  }

  class ShelfLabel: InventoryObserving {
    var shown: [String: Int] = ["apples": 3, "pears": 5]
    var changes: [String] = []

    func stockChanged(item: String, from oldCount: Int, to newCount: Int) {
      changes.append("\(item): \(oldCount) -> \(newCount)")
      shown[item] = newCount
    }
  }

  /// The thread-safe kind, its stock behind a mutex as `@unchecked Sendable` promises.
  final class SharedInventory: KeyedObservableThreadSafeClass, @unchecked Sendable {
    private let stock = Mutex<[String: Int]>(["apples": 3, "pears": 5])

    func setStock(item: String, count: Int) {
      let old = stock.withLock { $0.updateValue(count, forKey: item) ?? 0 }
      withKeyedObservers(key: item) { (item, observer: InventoryObserving) in
        observer.stockChanged(item: item, from: old, to: count)
      }
    }
  }

  /// The thread kind: applies its deliveries in `main()`, then says it is done.
  final class DeliveryThread: KeyedObservableThread {
    private var stock: [String: Int] = ["apples": 3, "pears": 5]
    let deliveries: [(item: String, count: Int)]
    let finished = DispatchSemaphore(value: 0)

    init(deliveries: [(item: String, count: Int)]) {
      self.deliveries = deliveries
      super.init()
    }

    override func main() {
      for (item, count) in deliveries {
        withKeyedObservers(key: item) { (item, observer: InventoryObserving) in
          observer.stockChanged(item: item, from: self.stock[item]!, to: count)
        }
        stock[item] = count
      }
      finished.signal()
    }
  }

  func testObserverRegisteredForSeveralKeysHearsEachKey() throws {
    let keyA = "apples"
    let keyB = "pears"
    let inventory = Inventory()
    let label = ShelfLabel()
    inventory.addKeyedObserver(keys: [keyA, keyB], label)

    XCTAssertEqual(label.shown[keyA], 3)
    XCTAssertEqual(label.shown[keyB], 5)
    inventory.setStock(item: keyA, count: 2)
    XCTAssertEqual(label.shown[keyA], 2)
    XCTAssertEqual(label.shown[keyB], 5)
    inventory.setStock(item: keyB, count: 9)
    XCTAssertEqual(label.shown[keyA], 2)
    XCTAssertEqual(label.shown[keyB], 9)
    XCTAssertEqual(label.changes, ["apples: 3 -> 2", "pears: 5 -> 9"])
  }

  func testObserverRegisteredForOneKeyHearsOnlyThatKey() throws {
    let inventory = Inventory()
    let label = ShelfLabel()
    inventory.addKeyedObserver(key: "pears", label)
    inventory.setStock(item: "apples", count: 1)
    inventory.setStock(item: "pears", count: 4)
    XCTAssertEqual(label.changes, ["pears: 5 -> 4"])

    inventory.removeKeyedObserver(key: "pears", label)
    inventory.setStock(item: "pears", count: 0)
    XCTAssertEqual(label.changes, ["pears: 5 -> 4"])
  }

  func testThreadSafeKindHearsEachKeyItWasRegisteredFor() throws {
    let inventory = SharedInventory()
    let label = ShelfLabel()
    inventory.addKeyedObserver(keys: ["apples", "pears"], label)
    inventory.setStock(item: "apples", count: 2)
    inventory.setStock(item: "plums", count: 1)
    inventory.setStock(item: "pears", count: 9)
    XCTAssertEqual(label.changes, ["apples: 3 -> 2", "pears: 5 -> 9"])

    inventory.removeKeyedObserver(keys: ["apples", "pears"], label)
    inventory.setStock(item: "apples", count: 0)
    XCTAssertEqual(label.changes.count, 2)
    XCTAssertEqual(inventory.keyedObserverCount(key: "apples"), 0)
  }

  func testThreadKindNotifiesFromItsOwnBody() throws {
    let thread = DeliveryThread(deliveries: [("apples", 2), ("plums", 1), ("pears", 9)])
    let label = ShelfLabel()
    thread.addKeyedObserver(keys: ["apples", "pears"], label)
    thread.start()
    thread.finished.wait()
    XCTAssertEqual(label.changes, ["apples: 3 -> 2", "pears: 5 -> 9"])
  }

  func testArraysOfObserversRegisterAndUnregister() throws {
    let inventory = Inventory()
    let labels = [ShelfLabel(), ShelfLabel()]
    inventory.addKeyedObserver(key: "apples", labels)
    inventory.addKeyedObserver(keys: ["pears"], labels)
    inventory.addObserver(labels)  // plain registrations take arrays too
    inventory.setStock(item: "apples", count: 7)
    inventory.setStock(item: "pears", count: 6)
    XCTAssertEqual(
      labels.map(\.changes), Array(repeating: ["apples: 3 -> 7", "pears: 5 -> 6"], count: 2))

    inventory.removeKeyedObserver(key: "apples", labels)
    inventory.removeKeyedObserver(keys: ["pears"], labels)
    inventory.removeObserver(labels)
    inventory.setStock(item: "apples", count: 8)
    inventory.setStock(item: "pears", count: 8)
    XCTAssertEqual(labels.map(\.changes.count), [2, 2])
    XCTAssertEqual(inventory.observerCount, 0)
    XCTAssertEqual(inventory.keyedObserverCount(key: "apples"), 0)
  }

  func testWithKeyedObserversForSeveralKeysVisitsKeyByKey() throws {
    let inventory = SharedInventory()
    let labels = [ShelfLabel(), ShelfLabel()]
    inventory.addKeyedObserver(keys: ["apples", "pears"], labels)
    var visits: [String] = []
    inventory.withKeyedObservers(keys: ["pears", "apples"]) {
      (item, observer: InventoryObserving) in
      visits.append("\(item)#\(labels.firstIndex { $0 === observer }!)")
    }
    XCTAssertEqual(visits, ["pears#0", "pears#1", "apples#0", "apples#1"])
  }
}
