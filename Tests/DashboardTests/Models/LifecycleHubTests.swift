import ObserverModel
import Testing

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

@Suite struct LifecycleHubTests {
  @Test func oneSendReachesFullHistoryRecentAndLiveReceivers() {
    let hub = LifecycleHub()
    hub.send(.didFinishLaunching)
    hub.send(.didBecomeActive)
    hub.send(.resized(columns: 80, rows: 24))
    let full = TestLog<AppLifecycle>()
    let recent = TestLog<AppLifecycle>()
    let live = TestLog<AppLifecycle>()
    hub.fullHistory.listen { full.append($0) }
    hub.recent(1).listen { recent.append($0) }
    hub.live.listen { live.append($0) }
    hub.send(.willTerminate)
    #expect(
      full.values == [
        .didFinishLaunching, .didBecomeActive, .resized(columns: 80, rows: 24), .willTerminate,
      ])
    #expect(recent.values == [.resized(columns: 80, rows: 24), .willTerminate])
    #expect(live.values == [.willTerminate])
    #expect(hub.listenerCount == 3)
  }

  @Test func receiverForStrategyReplaysWhatTheStrategyWouldKeep() {
    let hub = LifecycleHub()
    for event in [AppLifecycle.didFinishLaunching, .focusLost, .focusGained] { hub.send(event) }
    func replay(_ strategy: ReceiverStrategy) -> [AppLifecycle] {
      let log = TestLog<AppLifecycle>()
      hub.receiver(for: strategy).listen { log.append($0) }.dispose()
      return log.values
    }
    #expect(replay(.cold) == [.didFinishLaunching, .focusLost, .focusGained])
    #expect(replay(.warm(upTo: 2)) == [.focusLost, .focusGained])
    #expect(replay(.hot) == [])
    #expect(hub.listenerCount == 0)
  }

  @Test func aHistoryLimitBoundsWhatIsKept() {
    let hub = LifecycleHub(historyLimit: 2)
    for columns in 1...10 { hub.send(.resized(columns: columns, rows: 1)) }
    #expect(hub.history == [.resized(columns: 9, rows: 1), .resized(columns: 10, rows: 1)])
  }

  @Test func eventsDescribeThemselves() {
    #expect(AppLifecycle.resized(columns: 120, rows: 40).description == "resized 120×40")
    #expect(AppLifecycle.willEnterForeground.description == "willEnterForeground")
  }
}
