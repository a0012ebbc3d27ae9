import ObserverModel
import TestSupport
import Testing

@testable import Dashboard

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

  @Test func eachReceiverReplaysWhatItsStrategyWouldKeep() {
    let hub = LifecycleHub()
    for event in [AppLifecycle.didFinishLaunching, .focusLost, .focusGained] { hub.send(event) }
    func replay(_ receiver: Receiver<AppLifecycle>) -> [AppLifecycle] {
      let log = TestLog<AppLifecycle>()
      receiver.listen { log.append($0) }.dispose()
      return log.values
    }
    #expect(replay(hub.fullHistory) == [.didFinishLaunching, .focusLost, .focusGained])
    #expect(replay(hub.recent(2)) == [.focusLost, .focusGained])
    #expect(replay(hub.live) == [])
    #expect(hub.listenerCount == 0)
  }

  @Test func eventsDescribeThemselves() {
    #expect(AppLifecycle.resized(columns: 120, rows: 40).description == "resized 120×40")
    #expect(AppLifecycle.willEnterForeground.description == "willEnterForeground")
  }
}
