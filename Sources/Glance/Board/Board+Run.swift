import Foundation
import GlanceCore
import GlanceTerminal
import GlanceWire

// Three ways in: code that hands the process to the board (`run(options:)`, which exits),
// `async` code (`try await run(options:)`, which returns), and a backend of the program's own
// (`run(on:options:)`, which returns). Without options, both read the command line. A service
// uses `BoardService` (GlanceLifecycle) instead.
extension Board {
  /// Runs the board until the user quits, then exits the process; never returns.
  ///
  /// On a terminal it takes over the screen (and restores it on every way out: `q`, Ctrl-C,
  /// SIGTERM, SIGHUP, a crash). With `--headless` it draws into an in-memory screen, presses
  /// `--keys`, runs for `--duration` and prints the screen as text.
  ///
  /// - Parameter options: how to run, as a program with a parser of its own gets them from
  ///   ``BoardArguments``; `nil` parses the command line: `--help` prints the options and the
  ///   board's keys, and bad arguments exit with status 64.
  public func run(options: BoardOptions? = nil) -> Never {
    let options = options ?? commandLineOptions()
    do {
      let session = try start(options: options, asGuest: false) { Foundation.exit($0) }
      withExtendedLifetime(session) { dispatchMain() }
    } catch {
      Self.exit(with: error)
    }
  }

  /// Runs the board from asynchronous code, such as an `async` main or an
  /// `AsyncParsableCommand`, and returns when it ends (`q`, Ctrl-C, SIGTERM, SIGHUP, the end of
  /// a headless run, the cancellation of its task), with the terminal restored; code after it
  /// runs.
  ///
  /// - Parameter options: how to run; `nil` parses the command line, as the `run(options:)`
  ///   that exits does (bad arguments print the usage and exit with status 64, as a
  ///   command-line parser does).
  /// - Throws: ``BoardRunError`` when the board cannot start (no terminal, say).
  public func run(options: BoardOptions? = nil) async throws {
    let options = options ?? commandLineOptions()
    try await awaitEnd { try self.start(options: options, asGuest: false, ended: $0) }
  }

  /// Runs the board on `backend` from asynchronous code, and returns when the board quits, the
  /// backend's input ends or the task is cancelled, with the backend closed.
  ///
  /// The backend is used on a thread of its own from here on: frames are composed there and
  /// written as the cells that changed, and the `TerminalInput` it reads (keys, a new size,
  /// quit) reaches the board on the main actor. Of `options`, the frame rate, `--ascii` and
  /// `--no-color` apply.
  public func run<Backend: TerminalBackend>(
    on backend: sending Backend, options: BoardOptions = BoardOptions()
  ) async {
    // `start(on:)` does not throw; the only way out of the continuation is the session's end.
    try? await awaitEnd { self.start(on: backend, options: options, ended: $0) }
  }

  /// Runs the board as a guest of a service: the quit key, and SIGINT or SIGTERM when the
  /// program has not taken them, call `askToEnd` instead of ending the run (by default
  /// ``askServiceGroupToEnd()``), and the run ends when ``end()`` is called. Returns when it
  /// has ended, with the terminal restored.
  package func runAsGuest(
    options: BoardOptions, askToEnd: (@MainActor () -> Void)? = nil
  ) async throws {
    guard !hasQuit else { return }
    life.askToEnd = askToEnd ?? { [weak self] in self?.askServiceGroupToEnd() }
    defer { life.askToEnd = nil }
    var watch: ShutdownSignalWatch?
    defer { watch?.cancel() }
    try await awaitEnd {
      let session = try self.start(options: options, asGuest: true, ended: $0)
      watch = ShutdownSignalWatch(signals: SignalReader.leftToOthersSignals) {
        [weak self] in self?.beginShutdown()
      }
      return session
    }
  }

  /// Asks the service group the board is a guest in for a graceful shutdown, by raising the
  /// signal the group shuts down on, as the user's Ctrl-C or the system's SIGTERM would: a
  /// group keeps to itself (no service can reach the group it runs in), and its
  /// graceful-shutdown signal is the one request every group understands. With neither SIGINT
  /// nor SIGTERM taken by the group, the board ends its run itself.
  package func askServiceGroupToEnd() {
    guard let signalNumber = SignalReader.leftToOthersSignals.first else { return end() }
    kill(getpid(), signalNumber)
  }

  /// Starts a session with `start`, handing it what to call when it ends, and waits for that
  /// end: the session is kept until then. Cancelling the waiting task ends the board, as its
  /// quit key would, so that the run returns with the terminal restored (a task group or a
  /// caller's timeout that cancels the run does not wait forever).
  private func awaitEnd(_ start: (@escaping @MainActor (Int32) -> Void) throws -> AnyObject)
    async throws
  {
    var session: AnyObject?
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        do {
          session = try start { _ in continuation.resume() }
        } catch {
          continuation.resume(throwing: error)
        }
      }
    } onCancel: {
      // On the main actor after this one has suspended, so after the session has started.
      Task { @MainActor in self.end() }
    }
    withExtendedLifetime(session) {}
  }

  /// Starts the session `options` ask for and returns it; `ended` is called with the exit
  /// status when the session has ended and restored the terminal. A guest leaves SIGINT and
  /// SIGTERM to the service group when the group has taken them (its graceful shutdown); those
  /// it has not taken stay the board's, which turns them into a request to shut down.
  private func start(
    options: BoardOptions, asGuest: Bool, ended: @escaping @MainActor (Int32) -> Void
  ) throws -> AnyObject {
    if let framesPerSecond = options.framesPerSecond { self.framesPerSecond = framesPerSecond }
    if asGuest { SignalReader.leave([SIGINT, SIGTERM]) }
    if options.headless {
      let session = HeadlessSession(board: self, options: options, ended: ended)
      session.start()
      return session
    }
    if let problem = TerminalCheck.problem(environment: ProcessInfo.processInfo.environment) {
      if let servedAt {
        let program = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }
        let name = program ?? "board"
        FileHandle.standardError.write(
          Data(
            "\(name): \(problem.reason); serving the board only, at \(servedAt) (glance attach \(name) shows it)\n"
              .utf8))
        return start(on: ServedOnlyBackend(), options: options, ended: ended)
      }
      throw BoardRunError.noTerminal("\(problem)")
    }
    let capture = options.capturesOutput ? OutputCapture() : nil
    let backend: NcursesBackend
    do {
      backend = try NcursesBackend(
        colorRequested: options.colorEnabled, output: capture?.terminal ?? STDOUT_FILENO)
    } catch {
      capture?.stop()
      throw BoardRunError.terminalFailed("\(error)")
    }
    if capture != nil { _ = capturedOutputFeed() }
    let context = RenderContext(ascii: options.asciiOnly, color: backend.colorEnabled)
    let session = TerminalSession(
      board: self, backend: backend, context: context, capture: capture, ended: ended)
    session.start()
    return session
  }

  private func start<Backend: TerminalBackend>(
    on backend: sending Backend, options: BoardOptions,
    ended: @escaping @MainActor (Int32) -> Void
  ) -> AnyObject {
    if let framesPerSecond = options.framesPerSecond { self.framesPerSecond = framesPerSecond }
    let context = RenderContext(ascii: options.asciiOnly, color: options.colorEnabled)
    let session = TerminalSession(board: self, backend: backend, context: context, ended: ended)
    session.start()
    return session
  }

  /// Prints `error` after the program's name on standard error and exits with its status.
  private static func exit(with error: any Error) -> Never {
    let program = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "board"
    FileHandle.standardError.write(Data("\(program): \(error)\n".utf8))
    Foundation.exit((error as? BoardRunError)?.exitStatus ?? CommandStatus.failure.rawValue)
  }
}
