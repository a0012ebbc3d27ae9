/// What ``DashboardUpdate`` asks the world outside the state to do: change a model, repaint the
/// terminal, clear a message later, or end the program. The runtime carries effects out; the
/// models then report back through events.
enum DashboardEffect: Sendable, Equatable {
  case setPaused(Bool)
  case setInterval(Duration)
  case generateNow
  case addToCart(Product)
  case removeLastFromCart
  case clearCart
  case attachExtraObserver
  case detachExtraObserver
  /// Sends a lifecycle event to the hub (whose receivers report it back).
  case announce(AppLifecycle)
  /// Repaints every cell on the next frame (Ctrl-L, resume).
  case repaint
  /// Posts ``DashboardEvent/messageExpired(_:)`` for this message after a while.
  case expireMessage(String)
  /// Stops the models and ends the program.
  case quit
}
