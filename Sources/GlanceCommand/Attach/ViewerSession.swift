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
    options.headless
      ? try headless(target: target, options: options)
      : try terminal(target: target, options: options)
  }

  private static func terminal(target: AttachTarget, options: ViewerOptions) throws -> AnyObject {
    if let problem = TerminalCheck.problem(environment: ProcessInfo.processInfo.environment) {
      throw ValidationError("\(problem) (--headless prints the screen instead)")
    }
    setlocale(LC_ALL, "")
    let backend = try NcursesBackend(colorRequested: options.color)
    let client = ViewerClient(
      target: target, backend: backend, color: backend.colorEnabled,
      ascii: options.ascii || !TerminalCheck.localeIsUTF8())
    client.finish = { status, message in
      backend.stopReading()
      backend.close()
      if let message { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
      exit(status)
    }
    try start(client)
    return client
  }

  private static func headless(target: AttachTarget, options: ViewerOptions) throws -> AnyObject {
    let screen = MemoryScreen(size: options.size)
    let client = ViewerClient(target: target, backend: screen, color: false, ascii: options.ascii)
    let keys = try KeyScript.parse(options.keys ?? "")
    client.finish = { status, message in
      if let message { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
      exit(status)
    }
    client.onFirstFrame = {
      for key in keys { client.send(.keys([key])) }
      client.queue.asyncAfter(deadline: .now() + options.duration.duration.dispatchInterval) {
        client.send(.detach)
        print(client.backend.text)
        exit(0)
      }
    }
    try start(client)
    return client
  }

  private static func start<Backend>(_ client: ViewerClient<Backend>) throws {
    do {
      try client.queue.sync { try client.start() }
    } catch let error as AttachError {
      throw ValidationError(error.description)
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
