import Foundation
import Testing

@testable import GlanceServe

/// The transport through real Unix sockets in temporary directories.
@Suite(.timeLimit(.minutes(1)))
struct TransportTests {
  /// A listener at a new path whose accepted connections land in `accepted`, and that path's
  /// scratch directory.
  private func serving() throws -> (UnixSocketListener, Observed<[TransportConnection]>, Scratch) {
    let scratch = try Scratch()
    let accepted = Observed<[TransportConnection]>([])
    let listener = try UnixSocketListener(path: scratch.file("board.\(getpid()).sock")) {
      connection in accepted.update { $0.append(connection) }
    }
    return (listener, accepted, scratch)
  }

  @Test func bytesGoBothWaysAndThePeerIsThisProcess() async throws {
    let (listener, accepted, scratch) = try serving()
    defer { scratch.cleanup() }
    defer { listener.stop() }
    let client = try TransportClient.connect(path: listener.path)
    let atClient = Observed(Reported())
    atClient.start(client)
    await accepted.wait("a connection") { $0.count == 1 }
    let server = try #require(accepted.value.first)
    let atServer = Observed(Reported())
    atServer.start(server)

    let request = (0..<100_000).map { UInt8($0 % 251) }
    client.send(request)
    await atServer.wait("100,000 bytes at the server") { $0.bytes.count >= request.count }
    #expect(atServer.value.bytes == request)
    server.send(Array("pong".utf8))
    await atClient.wait("pong at the client") { $0.bytes.count >= 4 }
    #expect(atClient.value.bytes == Array("pong".utf8))

    #expect(server.peer == PeerCredentials(uid: getuid(), pid: getpid()))
    #expect(client.peer == PeerCredentials(uid: getuid(), pid: getpid()))
    client.close()
    await atServer.wait("the close at the server") { $0.closes == 1 }
    await atClient.wait("the close at the client") { $0.closes == 1 }
    #expect(atServer.value.closeError == nil)
  }

  @Test func theSocketIsMode0600AndStopRemovesIt() throws {
    let (listener, _, scratch) = try serving()
    defer { scratch.cleanup() }
    #expect(modeAndOwner(listener.path)?.mode == 0o600)
    #expect(modeAndOwner(scratch.path)?.mode == 0o700)
    listener.stop()
    #expect(modeAndOwner(listener.path) == nil)
    #expect(throws: TransportError.noSuchSocket(path: listener.path)) {
      try TransportClient.connect(path: listener.path)
    }
  }

  @Test func severalViewersAtOnce() async throws {
    let (listener, accepted, scratch) = try serving()
    defer { scratch.cleanup() }
    defer { listener.stop() }
    let clients = try (0..<3).map { _ in try TransportClient.connect(path: listener.path) }
    await accepted.wait("three connections") { $0.count == 3 }
    for (index, connection) in accepted.value.enumerated() { connection.send([UInt8(index)]) }
    let reports = clients.map { client in
      let reported = Observed(Reported())
      reported.start(client)
      return reported
    }
    for reported in reports { await reported.wait("a byte") { $0.bytes.count == 1 } }
    #expect(Set(reports.flatMap(\.value.bytes)) == [0, 1, 2])
    for client in clients { client.close() }
  }

  @Test func aViewerThatStartsAfterTheCloseStillGetsTheBytesSentBeforeIt() async throws {
    let (listener, accepted, scratch) = try serving()
    defer { scratch.cleanup() }
    defer { listener.stop() }
    let client = try TransportClient.connect(path: listener.path)
    await accepted.wait("a connection") { $0.count == 1 }
    let server = try #require(accepted.value.first)
    let atServer = Observed(Reported())
    atServer.start(server)
    server.send(Array("last words".utf8))
    server.close()
    await atServer.wait("the close at the server") { $0.closes == 1 }
    // The client's loop sees the end of file (and drains the socket) before it is started.
    for _ in 0..<3 { await eventLoopBarrier() }
    let atClient = Observed(Reported())
    atClient.start(client)
    await atClient.wait("the close at the client") { $0.closes == 1 }
    #expect(String(decoding: atClient.value.bytes, as: UTF8.self) == "last words")
  }

  @Test func connectErrorsSayWhatIsWrong() throws {
    let scratch = try Scratch()
    defer { scratch.cleanup() }
    let missing = scratch.file("missing.sock")
    #expect(throws: TransportError.noSuchSocket(path: missing)) {
      try TransportClient.connect(path: missing)
    }
    let stale = scratch.file("stale.sock")
    try makeStaleSocket(at: stale)
    #expect(throws: TransportError.connectionRefused(path: stale)) {
      try TransportClient.connect(path: stale)
    }
    #expect(
      TransportError.from(errno: EACCES, call: "connect", path: stale)
        == .permissionDenied(path: stale))
    if getuid() != 0 {  // root passes every permission check
      #expect(chmod(scratch.path, 0o000) == 0)
      defer { chmod(scratch.path, 0o700) }
      #expect(throws: TransportError.permissionDenied(path: stale)) {
        try TransportClient.connect(path: stale)
      }
    }
    #expect("\(TransportError.connectionRefused(path: stale))".contains("stale"))
  }

  @Test func aStaleSocketIsReplacedAndALiveOneIsNot() throws {
    let (listener, _, scratch) = try serving()
    defer { scratch.cleanup() }
    defer { listener.stop() }
    #expect(throws: TransportError.addressInUse(path: listener.path)) {
      try UnixSocketListener(path: listener.path) { $0.close() }
    }
    let stale = scratch.file("old.sock")
    try makeStaleSocket(at: stale)
    let second = try UnixSocketListener(path: stale) { $0.close() }
    second.stop()
    let dead = scratch.file("gone.\(try deadPID()).sock")
    try makeStaleSocket(at: dead)
    try UnixSocketListener(path: dead) { $0.close() }.stop()
  }
}
