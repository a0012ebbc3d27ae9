import Foundation
import ObserverModel
import Synchronization
import TestSupport
import Testing

protocol TickObserver: AnyObject { func tick() }

/// Counts ticks from any thread.
final class TickCounter: TickObserver, Sendable {
  private let count = Atomic<Int>(0)
  func tick() { count.add(1, ordering: .relaxed) }
  var ticks: Int { count.load(ordering: .relaxed) }
}

/// Many threads adding, removing and notifying at once on the thread-safe kinds. Run again under
/// ThreadSanitizer by `.ci/run`.
@Suite("Protocol-typed observer stress", .threadOfItsOwn)
struct ProtocolObserverStressTests {
  static let threads = 8
  static let rounds = 2_000

  /// Runs `body(thread)` on `threads` threads at once and waits for all of them.
  static func concurrently(_ body: @escaping @Sendable (Int) -> Void) {
    runOnThreads(threads, body)
  }

  @Test func threadSafeClassUnderContention() {
    let observable = ObservableThreadSafeClass()
    let stable = (0..<4).map { _ in TickCounter() }
    for counter in stable { observable.addObserver(counter) }
    Self.concurrently { _ in
      for round in 0..<Self.rounds {
        let transient = TickCounter()
        observable.addObserver(transient)
        observable.withObservers { (observer: TickObserver) in observer.tick() }
        if round % 3 == 0 { observable.notifyChange() }
        observable.removeObserver(transient)
      }
    }
    for counter in stable { #expect(counter.ticks == Self.threads * Self.rounds) }
    #expect(observable.observerCount == stable.count)
  }

  @Test func observableThreadUnderContention() {
    let observable = ObservableThread()
    let stable = (0..<4).map { _ in TickCounter() }
    for counter in stable { observable.addObserver(counter) }
    let box = SendableThreadBox(observable)
    Self.concurrently { index in
      for _ in 0..<Self.rounds {
        let transient = TickCounter()
        box.thread.addObserver(transient)
        box.thread.withObservers { (observer: TickObserver) in observer.tick() }
        box.thread.removeObserver(transient)
        _ = box.thread.observerCount
      }
    }
    for counter in stable { #expect(counter.ticks == Self.threads * Self.rounds) }
    #expect(observable.observerCount == stable.count)
  }
}

/// `Thread` is not `Sendable`, but `ObservableThread`'s observer API is thread-safe; the stress
/// test shares it across threads on purpose.
struct SendableThreadBox: @unchecked Sendable {
  let thread: ObservableThread
  init(_ thread: ObservableThread) { self.thread = thread }
}
