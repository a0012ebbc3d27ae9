import GlanceCore
import GlanceWire
import ObserverModel
import Synchronization
import Testing

@testable import Glance

/// A viewer at the far end of an in-memory link: it decodes what the board sends and keeps the
/// screen the frames build, as `glance attach` would, and it can fall behind on purpose.
package final class ViewerProbe: ViewerLink {
  package init() {}

  private struct State {
    var reader = MessageReader()
    var messages: [ProgramMessage] = []
    var frameVersions: [UInt16] = []
    var screen = CellBuffer(width: 0, height: 0)
    var isClosed = false
    var waiter: (until: @Sendable (State) -> Bool, waiter: Waiter)?
  }

  /// Under the library's `Lock`, not a bare `Mutex`, which TSan cannot see hand over on Linux.
  private let state = Lock(State())
  private let backedUp = Atomic(false)

  /// Whether the link reports the viewer behind.
  package var isBackedUp: Bool {
    get { backedUp.load(ordering: .relaxed) }
    set { backedUp.store(newValue, ordering: .relaxed) }
  }

  package func send(_ bytes: [UInt8]) {
    let ready = state.withLock { state -> Waiter? in
      state.reader.append(bytes)
      while let payload = try? state.reader.next() {
        let message: ProgramMessage
        do {
          message = try ProgramMessage.read(payload)
        } catch {
          Issue.record("the board sent a message the viewer cannot read: \(error)")
          continue
        }
        if case .frame(let update) = message {
          // The version whose encoding the payload is: relative runs are version 2's.
          state.frameVersions.append(message.encoded(version: 2) == payload ? 2 : 1)
          if update.repaint || update.size != state.screen.size {
            state.screen = CellBuffer(width: update.size.columns, height: update.size.rows)
          }
          for change in update.changes { state.screen[x: change.x, y: change.y] = change.cell }
        }
        state.messages.append(message)
      }
      guard let waiting = state.waiter, waiting.until(state) else { return nil }
      state.waiter = nil
      return waiting.waiter
    }
    ready?.resume()
  }

  package func close() {
    state.withLock { $0.isClosed = true }
  }

  /// Everything received so far.
  package var messages: [ProgramMessage] { state.withLock { $0.messages } }
  /// The viewer's screen as text.
  package var text: String { state.withLock { $0.screen.text } }
  /// The wire version each frame was written in, in order.
  package var frameVersions: [UInt16] { state.withLock { $0.frameVersions } }
  /// Whether the board closed the link.
  package var isClosed: Bool { state.withLock { $0.isClosed } }
  /// The frames received so far.
  package var frameCount: Int {
    messages.count { if case .frame = $0 { true } else { false } }
  }

  /// Waits until `count` messages have arrived in all.
  @MainActor
  package func waitForMessages(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation)
    async
  {
    await wait(for: "\(count) messages", sourceLocation: sourceLocation) {
      $0.messages.count >= count
    }
  }

  /// Waits until the viewer's screen shows `text`.
  @MainActor
  package func waitForScreen(
    showing text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await wait(for: "a screen showing \(text)", sourceLocation: sourceLocation) {
      $0.screen.text.contains(text)
    }
  }

  @MainActor
  private func wait(
    for what: String, sourceLocation: SourceLocation, until: @escaping @Sendable (State) -> Bool
  ) async {
    await boundedWait(what, sourceLocation: sourceLocation) { waiter in
      let ready = state.withLock { state in
        if until(state) { return true }
        state.waiter = (until, waiter)
        return false
      }
      if ready { waiter.resume() }
    }
  }

  /// Sends `message` to `connection` as the viewer's bytes.
  package static func bytes(_ message: ViewerMessage) -> [UInt8] {
    message.framed
  }
}
