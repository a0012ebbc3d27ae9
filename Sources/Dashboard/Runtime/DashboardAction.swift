/// Everything a key can ask the dashboard to do.
enum DashboardAction: Hashable, Sendable {
  case quit
  case toggleHelp
  case closeOverlay
  case togglePause
  case faster
  case slower
  case generateNow
  case addProduct(index: Int)
  case addRandomProduct
  case removeLast
  case clearCart
  case toggleExtraObserver
  case focusNext
  case focusPrevious
  case redraw
  case focusGained
  case focusLost
}
