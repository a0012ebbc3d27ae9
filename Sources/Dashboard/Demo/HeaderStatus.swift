/// What the header's right-hand side says: whether the numbers run and how much is in the cart.
struct HeaderStatus: Equatable {
  var numbersPaused: Bool
  var itemsInCart: Int

  /// The text shown, e.g. "numbers running · 3 in cart ".
  var text: String {
    "numbers \(numbersPaused ? "paused" : "running") · \(itemsInCart) in cart "
  }
}
