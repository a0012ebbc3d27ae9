import GlanceCore
import GlanceTerminal
import GlanceWire
import Synchronization

/// The size of a viewer's screen, set on the main actor when the viewer resizes and read on its
/// frame queue.
final class ViewerScreenSize: Sendable {
  private let size: Mutex<TerminalSize>

  /// A screen of `size`.
  init(_ size: TerminalSize) {
    self.size = Mutex(size)
  }

  /// The current size.
  var value: TerminalSize {
    get { size.withLock { $0 } }
    set { size.withLock { $0 = newValue } }
  }
}

/// A backend that only sends: each frame's changed cells become one frame message on the
/// viewer's link. It composes and compares nothing (the runtime's pipeline does, on the viewer's
/// own queue), so a viewer gets the cells a local terminal of its size would get, and the few
/// unchanged ones that join two runs of a row into one (``FrameUpdate/bridgingShortGaps(_:on:)``):
/// it keeps a copy of the viewer's screen for them.
final class WireBackend: TerminalBackend {
  private let link: any ViewerLink
  private let screenSize: ViewerScreenSize
  /// The wire version agreed with the viewer, which frames are written in.
  private let version: UInt16
  private var pending: FrameUpdate?
  /// The viewer's screen as the frames sent so far leave it.
  private var screen = CellBuffer(width: 0, height: 0)

  /// A backend sending to `link`, for a screen of `screenSize`, in wire `version`.
  init(link: any ViewerLink, screenSize: ViewerScreenSize, version: UInt16) {
    self.link = link
    self.screenSize = screenSize
    self.version = version
  }

  /// The viewer's screen size.
  var size: TerminalSize { screenSize.value }

  /// Keeps the frame's changes until ``flush()``.
  func write(_ changes: [CellChange], repaint: Bool) {
    let size = self.size
    if repaint {
      screen = CellBuffer(width: size.columns, height: size.rows)
    } else if screen.size != size {
      // Not a frame on the screen the copy holds: send it as it is, and fill no gap until the
      // next repaint shows what the viewer has.
      screen = CellBuffer(width: 0, height: 0)
    }
    let known = screen.size == size
    if known { for change in changes { screen[x: change.x, y: change.y] = change.cell } }
    let sent = known && !repaint ? FrameUpdate.bridgingShortGaps(changes, on: screen) : changes
    pending = FrameUpdate(size: size, repaint: repaint, changes: sent)
  }

  /// Sends the frame, unless nothing changed.
  func flush() {
    defer { pending = nil }
    guard let pending, pending.repaint || !pending.changes.isEmpty else { return }
    link.send(MessageReader.frame(ProgramMessage.frame(pending).encoded(version: version)))
  }
}
