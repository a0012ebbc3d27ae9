import ArgumentParser
import Dispatch
import Foundation
import GlanceCore
import GlanceTerminal

/// Starts a viewer on the terminal, or headless on a screen in memory.
enum ViewerSession {
  /// A viewer of `target` as `options` say; never returns control to a shell on failure: the
  /// error is thrown for ArgumentParser to print.
  static func start(target: AttachTarget, options: ViewerOptions) throws -> AnyObject {
    do {
      _ = try target.resolve()  // an unknown program is reported before anything else
    } catch {
      throw error.reported()
    }
    return options.headless
      ? try headless(target: target, options: options)
      : try terminal(target: target, options: options)
  }

  private static func terminal(target: AttachTarget, options: ViewerOptions) throws -> AnyObject {
    if let problem = TerminalCheck.problem(environment: ProcessInfo.processInfo.environment) {
      throw AttachError.unusableTerminal(problem).reported()
    }
    setlocale(LC_ALL, "")
    let backend = try NcursesBackend(colorRequested: options.color)
    let client = ViewerClient(
      target: target, backend: backend, color: backend.colorEnabled,
      ascii: options.ascii || !TerminalCheck.localeIsUTF8())
    client.recorder = try recorder(options)
    client.exitProcess = { status, message in
      backend.stopReading()
      backend.close()
      if let message { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
      exit(status.rawValue)
    }
    try start(client)
    return client
  }

  private static func headless(target: AttachTarget, options: ViewerOptions) throws -> AnyObject {
    let screen = MemoryScreen(size: options.size)
    let client = ViewerClient(target: target, backend: screen, color: false, ascii: options.ascii)
    let keys = try KeyScript.parse(options.keys ?? "")
    client.recorder = try recorder(options)
    // The screen is printed however the session ends once a board was shown: at the end of
    // --duration, and also when a key ended it first (q detaches) or the program went away.
    client.exitProcess = { status, message in
      if client.hasDrawn { print(client.backend.text) }
      if let message { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
      exit(status.rawValue)
    }
    client.onFirstFrame = {
      for key in keys { client.send(.keys([key])) }
      client.queue.asyncAfter(deadline: .now() + options.duration.duration.dispatchInterval) {
        client.send(.detach)
        client.finish(.success, nil)
      }
    }
    try start(client)
    return client
  }

  /// The recorder `--record` asks for, checked before attaching.
  private static func recorder(_ options: ViewerOptions) throws -> SessionRecorder? {
    do {
      return try options.record.map(SessionRecorder.init(path:))
    } catch {
      throw error.reported()
    }
  }

  private static func start<Backend>(_ client: ViewerClient<Backend>) throws {
    do {
      try client.queue.sync { try client.start() }
    } catch let error as AttachError {
      throw error.reported()
    }
  }
}

extension Duration {
  /// This duration for Dispatch, in whole nanoseconds.
  var dispatchInterval: DispatchTimeInterval {
    let (seconds, attoseconds) = components
    return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
  }
}
