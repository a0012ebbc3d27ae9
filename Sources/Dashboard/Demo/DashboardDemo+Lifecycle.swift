import Glance

extension DashboardDemo {
  /// Tells the lifecycle stream what happened to the terminal, as an app's lifecycle says it;
  /// on quitting, also detaches the extra observer (the board then stops the rest).
  func announce(_ event: TerminalEvent) {
    let events: [AppLifecycle] =
      switch event {
      case .resized(let size): [.resized(columns: size.columns, rows: size.rows)]
      case .suspended: [.willResignActive, .didEnterBackground]
      case .resumed: [.willEnterForeground, .didBecomeActive]
      case .focusGained: [.focusGained]
      case .focusLost: [.focusLost]
      case .shuttingDown: []
      case .quitting: [.willResignActive, .willTerminate]
      }
    events.forEach(lifecycle.send)
    if case .quitting = event { extra?.subscription.dispose() }
  }
}
