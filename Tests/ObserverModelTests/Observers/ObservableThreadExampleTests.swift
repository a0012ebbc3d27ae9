// Only `import ObserverModel`: a client must be able to subclass ObservableThread without
// knowing that the toolchain needs CoreFoundation for `Thread` subclasses. (`Dispatch` is for
// the test's own semaphore, not the seed's code.)
import Dispatch
import ObserverModel
import Testing

// The seed's ObservableThread example with only the corrections Swift requires: an overriding
// initializer calls `super.init()`, the loop passes the number to its observers, and the observer
// records instead of printing.

protocol RandomNumberObserving: AnyObject {
  func onRandomNumber(_ randomNumber: Int)
}

class RandomNumberObservableThread: ObservableThread {
  override init() {
    super.init()
    self.start()  // This will start the thread on creation.
  }

  public override func main() {
    while self.isExecuting {
      let randomNumber = Int.random(in: -9000..<9001)
      withObservers { (observer: RandomNumberObserving) in
        observer.onRandomNumber(randomNumber)
      }
      Self.sleep(forTimeInterval: 60.00)
    }
  }
}

final class RandomNumberObserverClass: RandomNumberObserving, @unchecked Sendable {
  // @unchecked: written once on the generating thread, read after the semaphore hand-off.
  private(set) var received: [Int] = []
  let firstNumber = DispatchSemaphore(value: 0)
  /// Records the number and wakes the test.
  public func onRandomNumber(_ randomNumber: Int) {
    received.append(randomNumber)
    firstNumber.signal()
  }
}

/// The seed's thread held at a gate until the test has registered its observer, so the first
/// number cannot be generated before anyone listens.
final class GatedRandomNumberThread: RandomNumberObservableThread {
  let gate = DispatchSemaphore(value: 0)
  override func main() {
    gate.wait()
    super.main()
  }
}

@Suite("Seed: ObservableThread example")
struct ObservableThreadExampleTests {
  @Test func observerHearsTheThreadsNumber() {
    let myThread = GatedRandomNumberThread()
    let myObserver = RandomNumberObserverClass()
    myThread.addObserver(myObserver)
    myThread.gate.signal()
    #expect(myObserver.firstNumber.wait(timeout: .now() + 10) == .success)
    #expect(myObserver.received.count == 1)
    #expect((-9000...9000).contains(myObserver.received.first ?? .max))
    #expect(myThread.isExecuting)
  }
}
