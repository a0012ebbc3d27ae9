import GlanceCore
import GlanceWire

/// One attached viewer: its view of the board and the pipeline that composes the board at its
/// size on a queue of its own and sends the cells that changed.
///
/// A viewer that does not keep up is sent no frame while its link is backed up; when the link
/// drains it gets the latest frame only (the diff against what it last got), so a slow viewer
/// skips frames and a stalled one costs at most a frame beyond what the transport buffers. The
/// main actor only hands over the board's snapshot, as it does to the local terminal.
@MainActor
final class RemoteViewer {
  /// The name the viewer gave.
  let name: String
  /// What the viewer sees differently from the local screen.
  private(set) var view: ViewerView
  /// Frames not sent because the link was backed up.
  private(set) var skippedFrames = 0
  private let link: any ViewerLink
  private let screenSize: ViewerScreenSize
  private let screen: BackendThread<WireBackend>
  private weak var board: Board?
  private var isWaitingForDrain = false

  /// A viewer of `board` on `link`, with a screen of `size`, drawn with `context`, sent frames in
  /// wire `version`.
  init(
    board: Board, link: any ViewerLink, size: TerminalSize, context: RenderContext, name: String,
    version: UInt16
  ) {
    self.board = board
    self.link = link
    self.name = name
    view = ViewerView(size: size, focus: board.frame.focus)
    let screenSize = ViewerScreenSize(size)
    self.screenSize = screenSize
    screen = BackendThread(
      backend: WireBackend(link: link, screenSize: screenSize, version: version),
      compositor: BoardCompositor(context: context))
  }

  /// Sends `frame` as this viewer sees it, unless the viewer is behind.
  func present(_ frame: BoardFrame) {
    guard let board else { return }
    guard !link.isBackedUp else {
      isWaitingForDrain = true
      skippedFrames += 1
      return
    }
    let seen = frame.seen(
      by: view, help: board.remote.help, footerHints: board.remote.footerHints)
    screen.present(seen) { _ in }
  }

  /// Waits until the frames handed to this viewer have gone to its link.
  func waitUntilSent() {
    screen.waitUntilShown()
  }

  /// The link caught up: the viewer gets the latest frame if it missed one.
  func drained() {
    guard isWaitingForDrain, let board else { return }
    isWaitingForDrain = false
    present(board.frame)
  }

  /// Acts on a message after the hello; returns `false` when the viewer leaves.
  func handle(_ message: ViewerMessage) -> Bool {
    guard let board else { return false }
    switch message {
    case .keys(let keys):
      for key in keys {
        switch board.pressRemotely(key, view: &view) {
        case .handled: break
        case .detach: return false
        case .repaint: screen.invalidate()
        }
      }
    case .resized(let size):
      view.size = size
      screenSize.value = size
      screen.invalidate()
    case .detach, .hello:
      return false
    }
    present(board.frame)
    return true
  }
}
