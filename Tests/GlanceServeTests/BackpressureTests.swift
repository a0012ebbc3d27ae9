import Foundation
import Testing

@testable import GlanceServe

/// A viewer that stops reading, or dies, costs the program bounded memory and never blocks it.
@Suite(.timeLimit(.minutes(1)))
struct BackpressureTests {
  @Test func aPeerThatDoesNotReadBacksUpTheQueueWithinItsBoundThenDrains() async throws {
    let scratch = try Scratch()
    defer { scratch.cleanup() }
    let accepted = Observed<[TransportConnection]>([])
    let listener = try UnixSocketListener(path: scratch.file("busy.sock")) { connection in
      accepted.update { $0.append(connection) }
    }
    defer { listener.stop() }
    // The client is not started: it reads nothing, as a viewer stopped with SIGSTOP.
    let client = try TransportClient.connect(path: listener.path)
    await accepted.wait("a connection") { $0.count == 1 }
    let server = try #require(accepted.value.first)
    let atServer = Observed(Reported())
    atServer.start(server)

    let message = [UInt8](repeating: 7, count: 16 * 1024)
    var sent = 0
    var mostQueued = 0
    // Sends as the contract says, only while not backed up, and lets the event loop try each
    // write before the next: the kernel's socket buffers fill first, then the queue. 64 MiB is
    // far more than both, so the loop ends by backing up.
    while !server.isBackedUp, sent < 64 * 1024 * 1024 {
      server.send(message)
      sent += message.count
      await eventLoopBarrier()
      mostQueued = max(mostQueued, server.queuedBytes)
    }
    #expect(server.isBackedUp, "sent \(sent) bytes without backing up")
    // The kernel holds what is not queued: the stall is real, not the loop lagging behind.
    #expect(sent - server.queuedBytes > message.count)
    #expect(mostQueued >= TransportConnection.highWatermark)
    #expect(mostQueued <= TransportConnection.highWatermark + message.count)
    await eventLoopBarrier()
    #expect(atServer.value.writable == 0)

    let atClient = Observed(Reported())
    atClient.start(client)
    await atServer.wait("writable again") { $0.writable >= 1 }
    #expect(server.queuedBytes <= TransportConnection.lowWatermark)
    let total = sent
    await atClient.wait("all \(total) bytes at the client") { $0.bytes.count >= total }
    #expect(atClient.value.bytes.count == total)
    client.close()
    await atServer.wait("the close") { $0.closes == 1 }
    #expect(atServer.value.closes == 1)
  }

  @Test func aKilledPeerEndsItsConnection() async throws {
    let python = "/usr/bin/python3"  // Debian's, on every machine of this project
    try #require(FileManager.default.isExecutableFile(atPath: python))
    let scratch = try Scratch()
    defer { scratch.cleanup() }
    let accepted = Observed<[TransportConnection]>([])
    let listener = try UnixSocketListener(path: scratch.file("watched.sock")) { connection in
      accepted.update { $0.append(connection) }
    }
    defer { listener.stop() }
    // Another process connects and then sleeps until it is killed; started in the background
    // by a shell (see `shell`), which prints its PID.
    let script =
      "import socket, sys, time; s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); "
      + "time.sleep(120)"
    let command =
      "\(python) -c '\(script)' '\(listener.path)' </dev/null >/dev/null 2>&1 & echo $!"
    let viewer = try #require(Int32(try shell(command)))
    defer { kill(viewer, SIGKILL) }
    await accepted.wait("the viewer's connection") { $0.count == 1 }
    let connection = try #require(accepted.value.first)
    #expect(connection.peer == PeerCredentials(uid: getuid(), pid: viewer))
    let reported = Observed(Reported())
    reported.start(connection)
    // Keep writing so that the kill shows up as a reset or an end of file, whichever comes.
    connection.send(Array("frame".utf8))
    kill(viewer, SIGKILL)
    await reported.wait("the close after SIGKILL") { $0.closes == 1 }
    for _ in 0..<10 where !connection.isBackedUp { connection.send(Array("frame".utf8)) }
    #expect(reported.value.closes == 1)
  }
}
