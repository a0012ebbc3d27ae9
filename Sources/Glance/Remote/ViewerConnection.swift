import Foundation
import GlanceCore
import GlanceWire
import Synchronization

/// The wire protocol of one viewer's connection, over whatever carries its bytes: reads the
/// viewer's messages, answers its hello, attaches it to the board, and turns away what it does
/// not understand with a message before closing.
///
/// Bytes are read on the transport's thread and bounded by ``MessageReader``'s limit; each
/// message then reaches the board on the main actor, in order.
@MainActor
package final class ViewerConnection {
  private let link: any ViewerLink
  private let reader = Mutex(MessageReader())
  private let failed = Atomic(false)
  private weak var board: Board?
  private var viewer: RemoteViewer?

  /// A connection of `link` to `board`; nothing is sent until the viewer's hello.
  package init(link: any ViewerLink, board: Board) {
    self.link = link
    self.board = board
  }

  /// Bytes the viewer sent, from any thread.
  package nonisolated func received(_ bytes: [UInt8]) {
    guard !failed.load(ordering: .relaxed) else { return }
    var messages: [ViewerMessage] = []
    var problem: WireError?
    reader.withLock { reader in
      reader.append(bytes)
      do throws(WireError) {
        while let payload = try reader.next() { messages.append(try ViewerMessage.read(payload)) }
      } catch {
        problem = error
      }
    }
    // A chunk that completed no message wakes nobody.
    guard !messages.isEmpty || problem != nil else { return }
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        for message in messages { self.handle(message) }
        if let problem { self.turnAway(problem) }
      }
    }
  }

  /// The link caught up with what was sent, from any thread.
  package nonisolated func drained() {
    DispatchQueue.main.async { MainActor.assumeIsolated { self.viewer?.drained() } }
  }

  /// The transport closed (the viewer left or died), from any thread.
  package nonisolated func closed() {
    failed.store(true, ordering: .relaxed)
    DispatchQueue.main.async { MainActor.assumeIsolated { self.forget() } }
  }

  private func handle(_ message: ViewerMessage) {
    guard !failed.load(ordering: .relaxed), let board else { return }
    guard let viewer else {
      guard case .hello(let versions, let size, let color, let ascii, let name) = message else {
        return end(.notAHello)
      }
      guard !board.remote.isFull else {
        return refuse(.full(limit: RemoteViewers.limit))
      }
      let version = WireVersion.agreed(theirs: versions) ?? WireVersion.supported.upperBound
      let program = ProcessInfo.processInfo.processName
      send(.welcome(version: version, pid: Int(getpid()), program: program, title: board.title))
      let attached = RemoteViewer(
        board: board, link: link, size: size, context: RenderContext(ascii: ascii, color: color),
        name: name, version: version)
      self.viewer = attached
      board.remote.add(attached)
      attached.present(board.frame)
      return
    }
    if !viewer.handle(message) { end(.detached) }
  }

  /// Says why the connection ends, closes it and forgets the viewer.
  private func end(_ reason: EndReason) {
    send(.ended(reason: reason))
    close()
  }

  private func refuse(_ reason: Refusal) {
    send(.refused(reason: reason, versions: WireVersion.supported))
    close()
  }

  private func turnAway(_ problem: WireError) {
    if case .versionMismatch = problem {
      refuse(.versionMismatch("\(problem)"))
    } else {
      end(.unreadable("\(problem)"))
    }
  }

  private func send(_ message: ProgramMessage) {
    link.send(message.framed)
  }

  private func close() {
    failed.store(true, ordering: .relaxed)
    link.close()
    forget()
  }

  private func forget() {
    guard let viewer else { return }
    board?.remote.remove(viewer)
    self.viewer = nil
  }
}
