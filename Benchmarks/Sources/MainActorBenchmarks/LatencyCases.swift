import Dispatch
import ObserverModel
import Synchronization

/// Latencies recorded on the main actor, per case.
@MainActor
final class LatencyLog {
  private(set) var samples: [Int] = []
  func record(sentAt: UInt64) { samples.append(Int(now() &- sentAt)) }
}

/// One 1 kHz case: how a worker sends a stamped value, and how to tell that everything sent
/// has been delivered.
struct LatencyCase: Sendable {
  let title: String
  let isFloor: Bool
  let send: @Sendable (UInt64) -> Void
  let settled: @Sendable () -> Bool
  let monitor: HandoffMonitor?
}

/// Counts what the floor sent and what arrived.
final class FloorCounts: Sendable {
  let sent = Atomic<Int>(0)
  let arrived = Atomic<Int>(0)
}

/// Makes the cases; call on the main actor (subscriptions are made there, as a UI would).
@MainActor
func makeLatencyCases() -> (cases: [LatencyCase], logs: [LatencyLog], keepAlive: [Any]) {
  var cases: [LatencyCase] = []
  var logs: [LatencyLog] = []
  var keepAlive: [Any] = []

  // The floor: a bare worker → main-queue hop, nothing else.
  let floorLog = LatencyLog()
  let counts = FloorCounts()
  cases.append(
    LatencyCase(
      title: "floor: bare worker → main hop (DispatchQueue.main.async)", isFloor: true,
      send: { stamp in
        counts.sent.wrappingAdd(1, ordering: .relaxed)
        DispatchQueue.main.async {
          MainActor.assumeIsolated { floorLog.record(sentAt: stamp) }
          counts.arrived.wrappingAdd(1, ordering: .releasing)
        }
      },
      settled: {
        counts.arrived.load(ordering: .acquiring) == counts.sent.load(ordering: .relaxed)
      }, monitor: nil))
  logs.append(floorLog)

  func observerCase(_ title: String, _ delivery: (HandoffMonitor) -> MainActorDelivery) {
    let log = LatencyLog()
    let monitor = HandoffMonitor()
    let observer = Observer<UInt64>(0)
    let subscription = observer.observe(on: delivery(monitor), skippingInitialValue: true) {
      log.record(sentAt: $0)
    }
    keepAlive.append(subscription)
    cases.append(
      LatencyCase(
        title: title, isFloor: false, send: { observer.update($0) },
        settled: {
          let statistics = monitor.statistics
          return statistics.pending == 0
            && statistics.hops + statistics.coalesced == statistics.sent
        }, monitor: monitor))
    logs.append(log)
  }
  observerCase("main actor: Observer.observe(on: .mainActor)") { .mainActor(monitor: $0) }
  observerCase("main actor latest-only: Observer.observe(on: .latestOnMainActor)") {
    .latestOnMainActor(monitor: $0)
  }

  let receiverLog = LatencyLog()
  let receiverMonitor = HandoffMonitor()
  let (transmitter, receiver) = Receiver<UInt64>.make()
  keepAlive.append(
    receiver.listen(on: .mainActor(monitor: receiverMonitor)) {
      receiverLog.record(sentAt: $0)
    })
  cases.append(
    LatencyCase(
      title: "main actor: Receiver.listen(on: .mainActor)", isFloor: false,
      send: { transmitter.broadcast($0) },
      settled: {
        let statistics = receiverMonitor.statistics
        return statistics.pending == 0 && statistics.hops == statistics.sent
      }, monitor: receiverMonitor))
  logs.append(receiverLog)
  return (cases, logs, keepAlive)
}
