/// What the header's right-hand side says: whether the numbers run and how much is in the cart.
/// Compared on every frame, so it holds the two facts rather than the text built from them.
struct HeaderStatus: Equatable {
  var numbersPaused: Bool
  var itemsInCart: Int

  /// The facts in `state`.
  init(_ state: DashboardState) {
    numbersPaused = state.numbers.isPaused
    itemsInCart = state.cart.contents.itemCount
  }

  /// The text shown, e.g. "numbers running · 3 in cart ".
  var text: String {
    "numbers \(numbersPaused ? "paused" : "running") · \(itemsInCart) in cart "
  }
}
