import ArgumentParser
import Dispatch
import Foundation
import GlanceWeb
import GlanceWire

/// Where a page is served (`glance web`, `glance replay --web`): a loopback port or a Unix
/// socket, never another address.
struct WebListenOptions: ParsableArguments {
  @Option(help: "Serve on this port of 127.0.0.1; 0 picks a free one.")
  var port = 0

  @Option(
    help: ArgumentHelp(
      "Serve on a Unix socket at this path instead (mode 0600; forward it with "
        + "`ssh -L 8080:PATH HOST`).", valueName: "PATH"))
  var socket: String?

  func validate() throws {
    guard (0...65_535).contains(port) else {
      throw ValidationError("--port must be 0 to 65535, got \(port)")
    }
    if socket != nil, port != 0 {
      throw ValidationError("--port and --socket name two addresses; give one")
    }
  }

  /// The address the options name.
  var address: WebServer.Address {
    socket.map { .unixSocket(path: $0) } ?? .loopback(port: port)
  }
}

/// Serving a page until the user stops it.
enum WebServing {
  /// Starts serving `content` at `options`' address, prints where to open it (`what` names what
  /// the page shows), and serves until SIGINT, SIGTERM or SIGHUP; then tells every tab and
  /// exits with status 0. Never returns.
  static func serve(_ content: WebContent, what: String, options: WebListenOptions) throws -> Never
  {
    let server: WebServer
    do {
      server = try WebServer(content: content, address: options.address)
    } catch {
      FileHandle.standardError.write(Data("glance: \(error)\n".utf8))
      throw ExitCode(CommandStatus.unavailable.rawValue)
    }
    FileHandle.standardOutput.write(Data(announcement(for: server, what: what).utf8))
    var sources: [any DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        server.stop()
        exit(CommandStatus.success.rawValue)
      }
      source.resume()
      sources.append(source)
    }
    withExtendedLifetime(sources) { dispatchMain() }
  }

  /// What the command prints: the address with its token, and how to reach it from elsewhere.
  static func announcement(for server: WebServer, what: String) -> String {
    switch server.address {
    case .loopback(let port):
      """
      glance web: \(what) at
        \(server.url())
      From another machine: ssh -L \(port):127.0.0.1:\(port) HOST, then open the address there.
      Ctrl-C stops.

      """
    case .unixSocket(let path):
      """
      glance web: \(what) on the socket \(path)
      Forward it (ssh -L 8080:\(path) HOST) and open
        \(server.url(tunnelledAs: "http://localhost:8080"))
      Ctrl-C stops.

      """
    }
  }
}
