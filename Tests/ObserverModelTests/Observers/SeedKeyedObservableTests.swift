import ObserverModel
import XCTest

// The keyed-observer usage of Flowduino/Observable 2.x's own test suite, in its shapes: an XCTest
// case with nested `KeyedObservableClass<String>` and observer classes, registration for an array
// of keys, and notification through `withKeyedObservers(for:)` with the observer protocol named
// in the closure. Only the import differs from a client of the original.

protocol InventoryObserving: AnyObject {
  func stockChanged(item: String, from oldCount: Int, to newCount: Int)
}

final class SeedKeyedObservableTests: XCTestCase {
  class Inventory: KeyedObservableClass<String> {
    private var stock: [String: Int] = ["apples": 3, "pears": 5]

    func setStock(item: String, count: Int) {
      withKeyedObservers(for: item) { (item, observer: InventoryObserving) in
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

  func testObserverRegisteredForSeveralKeysHearsEachKey() throws {
    let inventory = Inventory()
    let label = ShelfLabel()
    inventory.addKeyedObserver(for: ["apples", "pears"], label)

    XCTAssertEqual(label.shown["apples"], 3)
    XCTAssertEqual(label.shown["pears"], 5)
    inventory.setStock(item: "apples", count: 2)
    XCTAssertEqual(label.shown["apples"], 2)
    XCTAssertEqual(label.shown["pears"], 5)
    inventory.setStock(item: "pears", count: 9)
    XCTAssertEqual(label.shown["apples"], 2)
    XCTAssertEqual(label.shown["pears"], 9)
    XCTAssertEqual(label.changes, ["apples: 3 -> 2", "pears: 5 -> 9"])
  }

  func testObserverRegisteredForOneKeyHearsOnlyThatKey() throws {
    let inventory = Inventory()
    let label = ShelfLabel()
    inventory.addKeyedObserver(for: "pears", label)
    inventory.setStock(item: "apples", count: 1)
    inventory.setStock(item: "pears", count: 4)
    XCTAssertEqual(label.changes, ["pears: 5 -> 4"])

    inventory.removeKeyedObserver(for: "pears", label)
    inventory.setStock(item: "pears", count: 0)
    XCTAssertEqual(label.changes, ["pears: 5 -> 4"])
  }

  func testArraysOfObserversRegisterAndUnregister() throws {
    let inventory = Inventory()
    let labels = [ShelfLabel(), ShelfLabel()]
    inventory.addKeyedObserver(for: "apples", labels)
    inventory.addObserver(labels)  // plain registrations take arrays too
    inventory.setStock(item: "apples", count: 7)
    XCTAssertEqual(labels.map(\.changes), [["apples: 3 -> 7"], ["apples: 3 -> 7"]])

    inventory.removeKeyedObserver(for: ["apples"], labels)
    inventory.removeObserver(labels)
    inventory.setStock(item: "apples", count: 8)
    XCTAssertEqual(labels.map(\.changes.count), [1, 1])
    XCTAssertEqual(inventory.observerCount, 0)
  }
}
