import Glance
import GlanceCore

/// The dashboard's panels, in focus order.
enum PanelID: String, CaseIterable, Sendable {
  case numbers, cart, lifecycle, handoff, extra
}

extension PanelID {
  /// Shown in the panel's top border.
  var title: String {
    switch self {
    case .numbers: RandomNumbersPanel.title
    case .cart: CartPanel.title
    case .lifecycle: LifecyclePanel.title
    case .handoff: HandoffPanel.title
    case .extra: ExtraObserverPanel.title
    }
  }

  /// Shown at the right of the top border, for `state`.
  func status(in state: DashboardState) -> String? {
    switch self {
    case .numbers: RandomNumbersPanel(model: state.numbers).status
    case .cart: CartPanel(model: state.cart).status
    case .lifecycle: LifecyclePanel(model: state.lifecycle).status
    case .handoff: HandoffPanel(model: state.handoff).status
    case .extra: state.extra.flatMap { ExtraObserverPanel(model: $0).status }
    }
  }

  /// The count of changes to the part of `state` this panel draws: when it differs from the last
  /// frame's, the panel is drawn again.
  func revision(in state: DashboardState) -> UInt64 {
    switch self {
    case .numbers: state.revisions.numbers
    case .cart: state.revisions.cart
    case .lifecycle: state.revisions.lifecycle
    case .handoff: UInt64(state.handoff.revision)
    case .extra: state.revisions.extra
    }
  }

  /// Draws the panel's contents for `state` into `area` (inside the border).
  func renderContent(
    _ state: DashboardState, into buffer: inout CellBuffer, area: Rect, context: RenderContext
  ) {
    switch self {
    case .numbers:
      RandomNumbersPanel(model: state.numbers).render(into: &buffer, area: area, context: context)
    case .cart:
      CartPanel(model: state.cart).render(into: &buffer, area: area, context: context)
    case .lifecycle:
      LifecyclePanel(model: state.lifecycle).render(into: &buffer, area: area, context: context)
    case .handoff:
      HandoffPanel(model: state.handoff).render(into: &buffer, area: area, context: context)
    case .extra:
      guard let heard = state.extra else { return }
      ExtraObserverPanel(model: heard).render(into: &buffer, area: area, context: context)
    }
  }
}
