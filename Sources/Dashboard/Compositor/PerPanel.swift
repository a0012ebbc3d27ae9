/// One value for each panel, in plain fields rather than an array or a dictionary: copied on
/// every frame (counts to the main loop, revisions into the compositor) without an allocation.
struct PerPanel<Value: Sendable & Equatable>: Sendable, Equatable {
  private var numbers, cart, lifecycle, handoff, extra: Value

  /// `value(panel)` for each panel.
  init(_ value: (PanelID) -> Value) {
    (numbers, cart, lifecycle) = (value(.numbers), value(.cart), value(.lifecycle))
    (handoff, extra) = (value(.handoff), value(.extra))
  }

  /// `value` for every panel.
  init(repeating value: Value) {
    self.init { _ in value }
  }

  /// The value for `panel`.
  subscript(panel: PanelID) -> Value {
    get {
      switch panel {
      case .numbers: numbers
      case .cart: cart
      case .lifecycle: lifecycle
      case .handoff: handoff
      case .extra: extra
      }
    }
    set {
      switch panel {
      case .numbers: numbers = newValue
      case .cart: cart = newValue
      case .lifecycle: lifecycle = newValue
      case .handoff: handoff = newValue
      case .extra: extra = newValue
      }
    }
  }
}
