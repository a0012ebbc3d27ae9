import Dispatch
import Foundation
import ObserverModel
import TestSupport
import Testing

@testable import GlanceServe

/// A refused viewer gets the program's message, then the close.
@Suite(.threadOfItsOwn, .timeLimit(.minutes(1)))
struct RefusedViewerTests {
  /// The program refuses a viewer with a message and closes at once, often before the viewer's
  /// side has finished connecting. A viewer that read its peer's credentials only after its
  /// connect completed would find its socket closed by then and fail with EBADF instead of
  /// getting the message. That happens when the viewer's thread loses its CPU between starting
  /// the connection and asking for the credentials while the event loop accepts, refuses and
  /// closes: luck of the machine's load, which only bursts of connections make likely. Here it
  /// is the rule:
  /// the connecting thread shares one CPU with the event loop, under the idle scheduling policy,
  /// so that the loop runs first whenever it wakes.
  ///
  /// 48 connections make the late read fail every run, idle or with every core busy (16 let
  /// some runs through). In a process of its own (an exit test), with an event loop of its own:
  /// an idle thread on a busy CPU can be preempted while it holds a lock the loop needs, and in
  /// the test process that loop serves every other transport test. The child prints the first
  /// failure, or "ok": one issue, however many fail.
  @Test func aRefusedViewerGetsTheMessageThenTheClose() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      print(Self.refuseViewersFromAnIdleThreadOnTheLoopsCPU(count: 48), terminator: "")
    }
    let printed = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(result == nil || printed == "ok", "\(printed)")
  }

  /// Connects `count` viewers one after another to a listener that refuses them, from a thread
  /// under the idle policy pinned to the event loop's CPU; then checks each: connected, the
  /// peer is this process, "not yours", then the close. "ok", or the first failure.
  static func refuseViewersFromAnIdleThreadOnTheLoopsCPU(count: Int) -> String {
    do {
      let scratch = try Scratch()
      defer { scratch.cleanup() }
      let listener = try UnixSocketListener(path: scratch.file("strict.sock")) { connection in
        connection.refuse(finalBytes: Array("not yours".utf8))
      }
      defer { listener.stop() }
      let loopThread = try TransportEventLoop.loop.submit { try currentThreadID() }.wait()
      let cpu = String(try allowedCPUs(ofThread: loopThread).prefix { $0.isNumber })
      try pinThread(loopThread, to: cpu)
      let results = try connect(count: count, to: listener.path, fromAnIdleThreadOn: cpu)
      for (index, result) in results.enumerated() {
        let what = "connection \(index + 1) of \(count)"
        let client: TransportConnection
        switch result {
        case .success(let connection): client = connection
        case .failure(let error): return "\(what): \(error)"
        }
        guard client.peer == PeerCredentials(uid: getuid(), pid: getpid()) else {
          return "\(what): the peer is \(String(describing: client.peer))"
        }
        guard let message = readUntilClosed(client) else {
          return "\(what): no close within \(defaultWaitLimit)"
        }
        guard message == "not yours" else { return "\(what): the viewer read \"\(message)\"" }
      }
      return "ok"
    } catch {
      return "\(error)"
    }
  }

  /// The outcomes of `count` connections to `path`, made one after another by a new thread
  /// under the idle policy, pinned to `cpu`.
  private static func connect(count: Int, to path: String, fromAnIdleThreadOn cpu: String) throws
    -> [Result<TransportConnection, any Error>]
  {
    let outcome = Lock<Result<[Result<TransportConnection, any Error>], any Error>?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Thread {
      defer { finished.signal() }
      do {
        try makeCurrentThreadIdle()
        try pinThread(try currentThreadID(), to: cpu)
      } catch {
        outcome.withLock { $0 = .failure(error) }
        return
      }
      var results: [Result<TransportConnection, any Error>] = []
      for _ in 0..<count {
        // Each connection starts with the loop idle, and this thread woken on its CPU.
        _ = try? TransportEventLoop.loop.submit {}.wait()
        results.append(Result { try TransportClient.connect(path: path) })
      }
      outcome.withLock { $0 = .success(results) }
    }.start()
    guard finished.wait(timeout: .now() + .seconds(30)) == .success,
      let outcome = outcome.withLock({ $0 })
    else { throw ShellError("the connections did not end within 30 s") }
    return try outcome.get()
  }

  /// What `connection` reads until it is closed, or nil if it is not closed within
  /// `defaultWaitLimit`.
  private static func readUntilClosed(_ connection: TransportConnection) -> String? {
    let read = Lock<[UInt8]>([])
    let closed = DispatchSemaphore(value: 0)
    connection.start(
      onBytes: { bytes in read.withLock { $0 += bytes } },
      onWritable: {},
      onClosed: { _ in closed.signal() })
    guard closed.wait(timeout: .now() + .seconds(30)) == .success else { return nil }
    return String(decoding: read.withLock { $0 }, as: UTF8.self)
  }
}
