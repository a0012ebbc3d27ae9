import Foundation
import ObserverModel
import Synchronization

/// One churn benchmark: `prepare(others)` subscribes `others` callbacks that stay; each
/// iteration then subscribes one more and disposes it (one pair).
struct ChurnCase {
  let key: String
  let title: String
  let group: Group
  /// Measured only at these numbers of others (peers that grow with n are skipped at 100,000).
  let sizes: [Int]
  let prepare: @Sendable (Int) -> Prepared
}

let churnSizes = [10, 1_000, 100_000]

let churnCases: [ChurnCase] = [
  ChurnCase(
    key: "churn.floor.dictionary", title: "floor: Mutex<[Int: (Int) -> Void]> insert + remove",
    group: .floor, sizes: churnSizes, prepare: prepareDictionaryChurn),
  ChurnCase(
    key: "churn.ours.observer", title: "Observer.observe + Disposable.dispose", group: .ours,
    sizes: churnSizes, prepare: prepareObserverChurn),
  ChurnCase(
    key: "churn.ours.receiver", title: "Receiver.listen + Disposable.dispose", group: .ours,
    sizes: churnSizes, prepare: prepareReceiverChurn),
  ChurnCase(
    key: "churn.ours.addObserver", title: "ObservableThreadSafeClass add + removeObserver",
    group: .ours, sizes: churnSizes, prepare: prepareAddRemoveChurn),
  ChurnCase(
    key: "churn.peer.subject", title: "OpenCombine PassthroughSubject sink + cancel", group: .peer,
    sizes: [10, 1_000], prepare: prepareSubjectChurn),
  ChurnCase(
    key: "churn.peer.notificationCenter", title: "NotificationCenter add + removeObserver",
    group: .peer, sizes: [10, 1_000], prepare: prepareNotificationCenterChurn),
]

/// The dictionary floor's storage.
final class GuardedTable: @unchecked Sendable {
  // @unchecked: the dictionary is only touched inside the mutex.
  let mutex = Mutex<[Int: @Sendable (Int) -> Void]>([:])
}

func prepareDictionaryChurn(_ others: Int) -> Prepared {
  let table = GuardedTable()
  let tally = Tally()
  var nextID = 0
  table.mutex.withLock { table in
    for _ in 0..<others {
      table[nextID] = { tally.total &+= $0 }
      nextID += 1
    }
  }
  return Prepared(
    unitsPerIteration: 1,
    run: { iterations in
      for _ in 0..<iterations {
        let id = nextID
        nextID += 1
        table.mutex.withLock { $0[id] = { tally.total &+= $0 } }
        let removed = table.mutex.withLock { $0.removeValue(forKey: id) }
        withExtendedLifetime(removed) {}
      }
    }, keepAlive: [table, tally])
}

func prepareObserverChurn(_ others: Int) -> Prepared {
  let observer = Observer(0)
  let tally = Tally()
  let disposables = (0..<others).map { _ in
    observer.observe(skippingInitialValue: true) { tally.total &+= $0 }
  }
  observer.update(1)  // a delivery has happened: the ordered snapshot exists
  return Prepared(
    unitsPerIteration: 1,
    run: { iterations in
      for _ in 0..<iterations {
        observer.observe(skippingInitialValue: true) { tally.total &+= $0 }.dispose()
      }
    }, keepAlive: [observer, disposables, tally])
}

func prepareReceiverChurn(_ others: Int) -> Prepared {
  let (transmitter, receiver) = Receiver<Int>.make(with: .hot)
  let tally = Tally()
  let disposables = (0..<others).map { _ in receiver.listen { tally.total &+= $0 } }
  transmitter.broadcast(1)
  return Prepared(
    unitsPerIteration: 1,
    run: { iterations in
      for _ in 0..<iterations {
        receiver.listen { tally.total &+= $0 }.dispose()
      }
    }, keepAlive: [transmitter, receiver, disposables, tally])
}

func prepareAddRemoveChurn(_ others: Int) -> Prepared {
  let subject = SharedSubject()
  let observers = (0..<others).map { _ in CountingObserver() }
  for observer in observers { subject.addObserver(observer) }
  subject.withObservers { (observer: ValueReceiving) in observer.receive(1) }
  let churner = CountingObserver()
  return Prepared(
    unitsPerIteration: 1,
    run: { iterations in
      for _ in 0..<iterations {
        subject.addObserver(churner)
        subject.removeObserver(churner)
      }
    }, keepAlive: [subject, observers, churner])
}

func prepareSubjectChurn(_ others: Int) -> Prepared {
  let subject = PassthroughSubject<Int, Never>()
  let tally = Tally()
  let cancellables = (0..<others).map { _ in subject.sink { tally.total &+= $0 } }
  return Prepared(
    unitsPerIteration: 1,
    run: { iterations in
      for _ in 0..<iterations {
        subject.sink { tally.total &+= $0 }.cancel()
      }
    }, keepAlive: [subject, cancellables, tally])
}

func prepareNotificationCenterChurn(_ others: Int) -> Prepared {
  let center = NotificationCenter()
  let name = Notification.Name("ObserverModelBenchmarks.churn")
  let tally = Tally()
  let tokens = (0..<others).map { _ in
    center.addObserver(forName: name, object: nil, queue: nil) { _ in tally.total &+= 1 }
  }
  return Prepared(
    unitsPerIteration: 1,
    run: { iterations in
      for _ in 0..<iterations {
        let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in
          tally.total &+= 1
        }
        center.removeObserver(token)
      }
    }, keepAlive: [center, tokens, tally])
}
