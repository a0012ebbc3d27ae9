import Glance
import ServiceLifecycle

/// A board as a swift-service-lifecycle `Service`: a guest in a `ServiceGroup` beside the
/// program's other services (a Hummingbird `Application`, a queue consumer), never the owner of
/// the process.
///
/// ```swift
/// let app = Application(router: router, services: [board.service(options: options)])
/// try await app.runService()
/// ```
///
/// - ``run()`` shows the board (on the terminal, headless, or served only) until the group
///   shuts down gracefully or is cancelled, then returns with the terminal restored; it never
///   exits the process.
/// - A group shuts its services down in the reverse of their order. Put the board first, and
///   it stays up while the others drain, saying so in its header, and ends last.
/// - The quit key and Ctrl-C ask the group for a graceful shutdown: the board raises the
///   signal the group shuts down on (SIGINT or SIGTERM, Hummingbird's `runService()` takes
///   both). SIGTERM is the group's, as ServiceLifecycle does it. In a group that took neither
///   signal, the board turns them into its own end, and its run returns at once.
public struct BoardService: Service, CustomStringConvertible {
  /// The board this service shows.
  public let board: Board
  /// How it shows it: on the terminal, headless, served only.
  public let options: BoardOptions

  /// How the quit key asks for a graceful shutdown; `nil`: the group's signal.
  let askToEnd: (@MainActor () -> Void)?

  /// A service that shows `board` as `options` say.
  public init(_ board: Board, options: BoardOptions = BoardOptions()) {
    self.init(board, options: options, askToEnd: nil)
  }

  /// A service whose quit key calls `askToEnd` (a test's group, triggered directly).
  package init(_ board: Board, options: BoardOptions, askToEnd: (@MainActor () -> Void)?) {
    self.board = board
    self.options = options
    self.askToEnd = askToEnd
  }

  /// The service's name in the group's log records.
  public var description: String { "BoardService" }

  /// Shows the board until the group shuts down gracefully or the task is cancelled, then
  /// returns with the terminal restored.
  /// - Throws: `BoardRunError` when the board cannot start (no terminal, say).
  public func run() async throws {
    let (board, options, askToEnd) = (board, options, askToEnd)
    try await withTaskCancellationOrGracefulShutdownHandler {
      try await board.runAsGuest(options: options, askToEnd: askToEnd)
    } onCancelOrGracefulShutdown: {
      Task { @MainActor in board.end() }
    }
  }
}

extension Board {
  /// This board as a swift-service-lifecycle `Service`, shown as `options` say (see
  /// ``BoardService``).
  public func service(options: BoardOptions = BoardOptions()) -> BoardService {
    BoardService(self, options: options)
  }
}
