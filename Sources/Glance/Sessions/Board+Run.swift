import Foundation
import GlanceCore
import GlanceTerminal

extension Board {
  /// Runs the board until the user quits, then exits the process; never returns.
  ///
  /// On a terminal it takes over the screen (and restores it on every way out: `q`, Ctrl-C,
  /// SIGTERM, SIGHUP, a crash). With `--headless` it draws into an in-memory screen, presses
  /// `--keys`, runs for `--duration` and prints the screen as text. `--help` prints the options
  /// and the board's keys. See ``BoardArguments`` for every option; bad arguments exit with
  /// status 64.
  public func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
    run(options: options(parsing: arguments))
  }

  /// Runs the board as `options` say; never returns.
  public func run(options: BoardOptions) -> Never {
    let session = start(options: options)
    withExtendedLifetime(session) { dispatchMain() }
  }

  /// Runs the board on `backend` until the board quits or the backend's input ends, then closes
  /// the backend and exits the process; never returns.
  ///
  /// The backend is used on a thread of its own from here on: frames are composed there and
  /// written as the cells that changed, and the `TerminalInput` it reads (keys, a new size,
  /// quit) reaches the board on the main actor. Of `options`, the frame rate, `--ascii` and
  /// `--no-color` apply.
  public func run<Backend: TerminalBackend>(
    on backend: sending Backend, options: BoardOptions = BoardOptions()
  ) -> Never {
    let session = start(on: backend, options: options)
    withExtendedLifetime(session) { dispatchMain() }
  }

  /// ``run(arguments:)-41u41`` from asynchronous code, such as an `async` main or a test: the main
  /// loop is already running, so the board joins it; never returns.
  public func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) async -> Never {
    await run(options: options(parsing: arguments))
  }

  /// ``run(options:)`` from asynchronous code, such as an `async` main; never returns.
  public func run(options: BoardOptions) async -> Never {
    let session = start(options: options)
    await Self.waitForExit(keeping: session)
  }

  /// ``run(on:options:)`` from asynchronous code, such as an `async` main; never returns.
  public func run<Backend: TerminalBackend>(
    on backend: sending Backend, options: BoardOptions = BoardOptions()
  ) async -> Never {
    let session = start(on: backend, options: options)
    await Self.waitForExit(keeping: session)
  }

  /// Starts the session `options` ask for (or prints the help, or fails) and returns it.
  private func start(options: BoardOptions) -> AnyObject {
    if let framesPerSecond = options.framesPerSecond { self.framesPerSecond = framesPerSecond }
    if options.headless {
      let session = HeadlessSession(board: self, options: options)
      session.start()
      return session
    }
    if let problem = TerminalCheck.problem(environment: ProcessInfo.processInfo.environment) {
      if let servedAt {
        let program = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }
        FileHandle.standardError.write(
          Data("\(program ?? "board"): \(problem); serving the board at \(servedAt) only\n".utf8))
        return start(on: ServedOnlyBackend(), options: options)
      }
      let hint =
        "\(problem)".contains("--headless") ? "" : " (--headless prints the screen instead)"
      fail("\(problem)\(hint)", status: 2)
    }
    let capture = options.capturesOutput ? OutputCapture() : nil
    let backend: NcursesBackend
    do {
      backend = try NcursesBackend(
        colorRequested: options.colorEnabled, output: capture?.terminal ?? STDOUT_FILENO)
    } catch {
      capture?.stop()
      fail("\(error)", status: 2)
    }
    if capture != nil { _ = capturedOutputFeed() }
    let context = RenderContext(ascii: options.asciiOnly, color: backend.colorEnabled)
    let session = TerminalSession(
      board: self, backend: backend, context: context, capture: capture)
    session.start()
    return session
  }

  private func start<Backend: TerminalBackend>(
    on backend: sending Backend, options: BoardOptions
  ) -> AnyObject {
    if let framesPerSecond = options.framesPerSecond { self.framesPerSecond = framesPerSecond }
    let context = RenderContext(ascii: options.asciiOnly, color: options.colorEnabled)
    let session = TerminalSession(board: self, backend: backend, context: context)
    session.start()
    return session
  }

  /// Keeps `session` until the process exits (the session ends it), suspended meanwhile: the
  /// main loop that runs this task also runs the board.
  static func waitForExit(keeping session: AnyObject) async -> Never {
    await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    withExtendedLifetime(session) {}
    preconditionFailure("a board's run resumed")
  }

  /// Prints `message` after the program's name on standard error and exits with `status`.
  private func fail(_ message: String, status: Int32) -> Never {
    let program = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "board"
    FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    exit(status)
  }
}
