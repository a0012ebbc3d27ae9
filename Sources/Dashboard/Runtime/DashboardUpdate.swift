import GlanceCore

/// The dashboard's one update: reduces an event into the state and says what must happen outside
/// it. Pure: no models, no terminal, no clock; the same events always give the same state.
enum DashboardUpdate {
  /// Applies `event` to `state`; returns the effects for the runtime to carry out, in order.
  static func reduce(_ state: inout DashboardState, _ event: DashboardEvent) -> [DashboardEffect] {
    guard !state.hasQuit else { return [] }
    switch event {
    case .key(let key):
      guard let action = KeyBindings.action(for: key) else {
        state.footerMessage = "\(key) does nothing here. Press ? for help"
        return [.expireMessage(state.footerMessage!)]
      }
      return perform(action, on: &state)
    case .action(let action):
      return perform(action, on: &state)
    case .resized(let size):
      guard size != state.size else { return [] }
      state.size = size
      return [.announce(.resized(columns: size.columns, rows: size.rows))]
    case .suspended:
      return [.announce(.willResignActive), .announce(.didEnterBackground)]
    case .resumed:
      return [.announce(.willEnterForeground), .announce(.didBecomeActive), .repaint]
    case .messageExpired(let text):
      if state.footerMessage == text { state.footerMessage = nil }
    case .tick(let sample):
      state.handoff.advance(to: sample)
      if let threadCount = sample.observerCounts.first?.count {
        state.numbers.observerCount = threadCount
      }
    case .numbers(let summary):
      state.numbers.summary = summary
    case .extraHeard(let heard):
      if state.extra != nil { state.extra = heard }
    case .cart(let contents):
      state.cart.contents = contents
    case .lifecycle(let delivery):
      receive(delivery, into: &state.lifecycle)
    }
    return []
  }

  private static func receive(_ delivery: LifecycleDelivery, into lifecycle: inout LifecycleState) {
    switch delivery.stream {
    case .history:
      lifecycle.history.append(delivery.event)
    case .recent:
      lifecycle.recent.append(delivery.event)
      let excess = lifecycle.recent.count - LifecycleState.recentCount
      if excess > 0 { lifecycle.recent.removeFirst(excess) }
    case .live:
      lifecycle.current = delivery.event
    }
  }
}
