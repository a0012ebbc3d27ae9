import Glance

extension DashboardUpdate {
  /// Carries out one action: the state changes at once (the cart and the thread's settings
  /// optimistically, as the models will report them), and the models are told through effects.
  static func perform(_ action: DashboardAction, on state: inout DashboardState)
    -> [DashboardEffect]
  {
    switch action {
    case .quit:
      state.hasQuit = true
      return [.announce(.willResignActive), .announce(.willTerminate), .quit]
    case .toggleHelp:
      state.isHelpVisible.toggle()
    case .closeOverlay:
      if state.isHelpVisible { state.isHelpVisible = false } else { state.footerMessage = nil }
    case .togglePause:
      state.numbers.isPaused.toggle()
      let paused = state.numbers.isPaused
      return [.setPaused(paused)] + show(paused ? "numbers paused" : "numbers resumed", &state)
    case .faster, .slower:
      let interval = KeyBindings.step(from: state.numbers.interval, faster: action == .faster)
      state.numbers.interval = interval
      return [.setInterval(interval)]
        + show("a number every \(DurationArgument.format(interval))", &state)
    case .generateNow:
      return [.generateNow]
    case .addProduct(let index):
      let products = state.cart.catalog.products
      guard products.indices.contains(index) else {
        return show("no product \(index + 1) in the catalog", &state)
      }
      state.cart.contents.add(products[index])
      return [.addToCart(products[index])]
    case .addRandomProduct:
      guard let product = state.cart.catalog.randomProduct(using: &state.generator) else {
        return []
      }
      state.cart.contents.add(product)
      return [.addToCart(product)]
    case .removeLast:
      guard let removed = state.cart.contents.removeLast() else {
        return show("the cart is empty: nothing to remove", &state)
      }
      return [.removeLastFromCart] + show("removed \(removed.name)", &state)
    case .clearCart:
      let removed = state.cart.contents.removeAll()
      guard removed > 0 else { return show("the cart is already empty", &state) }
      return [.clearCart] + show("removed \(removed) \(CartPanel.units(removed))", &state)
    case .toggleExtraObserver:
      return toggleExtraObserver(&state)
    case .focusNext: moveFocus(by: 1, &state)
    case .focusPrevious: moveFocus(by: -1, &state)
    case .redraw: return [.repaint]
    case .focusGained: return [.announce(.focusGained)]
    case .focusLost: return [.announce(.focusLost)]
    }
    return []
  }

  private static func toggleExtraObserver(_ state: inout DashboardState) -> [DashboardEffect] {
    if state.extra != nil {
      state.extra = nil
      if state.focus == .extra { state.focus = .numbers }
      return [.detachExtraObserver] + show("extra observer detached", &state)
    }
    state.extra = ExtraObserver.Heard()
    return [.attachExtraObserver] + show("extra observer attached", &state)
  }

  private static func moveFocus(by step: Int, _ state: inout DashboardState) {
    let order = state.visiblePanels
    let index = order.firstIndex(of: state.focus) ?? 0
    state.focus = order[(index + step + order.count) % order.count]
  }

  private static func show(_ text: String, _ state: inout DashboardState) -> [DashboardEffect] {
    state.footerMessage = text
    return [.expireMessage(text)]
  }
}
