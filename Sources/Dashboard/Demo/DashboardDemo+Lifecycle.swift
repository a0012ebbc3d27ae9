import Glance

extension DashboardDemo {
  /// Tells the lifecycle hub what happened to the terminal, as an app's lifecycle would say it;
  /// on quitting, then stops the models.
  func announce(_ event: TerminalEvent) {
    switch event {
    case .resized(let size):
      lifecycle.send(.resized(columns: size.columns, rows: size.rows))
    case .suspended:
      lifecycle.send(.willResignActive)
      lifecycle.send(.didEnterBackground)
    case .resumed:
      lifecycle.send(.willEnterForeground)
      lifecycle.send(.didBecomeActive)
    case .focusGained:
      lifecycle.send(.focusGained)
    case .focusLost:
      lifecycle.send(.focusLost)
    case .quitting:
      lifecycle.send(.willResignActive)
      lifecycle.send(.willTerminate)
      stop()
    }
  }
}
