import ObserverModel
import Synchronization

/// A second, optional observer of the random-number thread that the `o` key attaches and
/// detaches, so the observer count and this panel visibly come and go.
final class ExtraObserver: RandomNumberObserver, Sendable {
  private let state = Mutex((count: 0, last: Int?.none))

  func onRandomNumber(_ randomNumber: Int) {
    state.withLock {
      $0.count += 1
      $0.last = randomNumber
    }
  }

  /// How many numbers it has heard, and the last one.
  var heard: (count: Int, last: Int?) { state.withLock { $0 } }
}

/// Shows what the ``ExtraObserver`` has heard since it was attached.
@MainActor
final class ExtraObserverPanel: Panel {
  let id = PanelID.extra
  let title = "Extra observer"
  let observer = ExtraObserver()

  var status: String? { "attached" }

  func renderContent(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let heard = observer.heard
    TextWidget([
      TextLine([
        TextSpan("heard ", style: Style(.muted)),
        TextSpan("\(heard.count)", style: Style(.accent).bold),
      ]),
      TextLine([
        TextSpan("last  ", style: Style(.muted)), TextSpan(heard.last.map(String.init) ?? "–"),
      ]),
      TextLine("press o to detach", style: Style(.muted)),
    ]).render(into: &buffer, area: area, context: context)
  }
}
