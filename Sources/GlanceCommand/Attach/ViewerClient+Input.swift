import Glance
import GlanceCore
import GlanceTerminal

extension ViewerClient {
  /// Handles what the local terminal read: keys go to the program (while it is away, the
  /// quit keys leave), a new size is sent for the program to compose at, and Ctrl-C, SIGTERM
  /// or SIGHUP detach.
  func handle(_ input: TerminalInput) {
    loop.handle(input) { event in
      switch event {
      case .keys(let keys):
        let readAt = keyReadLog.map { _ in KeyReadLog.now() }
        if connection == nil, keys.contains(where: Self.leaves) { return finish(.success, nil) }
        send(.keys(keys))
        if let readAt { keyReadLog?.note(keys, at: readAt) }
        record(.keys(at: elapsed, keys))
      case .resized(let size): send(.resized(size))
      case .suspending: break
      case .resumed(let size): send(.resized(size))  // the program repaints the whole screen
      case .quitRequested:
        send(.detach)
        finish(.success, nil)
      case .inputEnded: finish(.failure, nil)
      }
    }
  }

  /// Whether `key` leaves the viewer while the program is away.
  private static func leaves(_ key: Key) -> Bool {
    [.character("q"), .character("Q"), .control("c")].contains(key)
  }
}
