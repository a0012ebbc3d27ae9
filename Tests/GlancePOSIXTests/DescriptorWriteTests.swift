import Foundation
import GlancePOSIX
import Testing

/// The write loop and the retried read on real pipes: a whole write, a full non-blocking pipe
/// that stops the write or is waited for, and errors reported with what was written.
@Suite struct DescriptorWriteTests {
  /// A pipe, its write end non-blocking when asked; both ends closed by the caller.
  static func makePipe(nonBlockingWrite: Bool = false) throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    if nonBlockingWrite {
      _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    }
    return (ends[0], ends[1])
  }

  /// Reads `descriptor` to its end, waiting at most `seconds` for each chunk.
  static func readToEnd(_ descriptor: Int32, seconds: Int32 = 30) -> [UInt8]? {
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 14)
    while true {
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, seconds * 1000) == 1 else { return nil }
      let count = chunk.withUnsafeMutableBytes { readRetryingInterruptions(descriptor, into: $0) }
      if count <= 0 { return received }
      received += chunk[..<count]
    }
  }

  /// A megabyte that is not one byte repeated, so that a lost or repeated chunk shows.
  static let megabyte = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }

  @Test func writesEveryByteAndTheReadGetsThemBack() throws {
    let (readEnd, writeEnd) = try Self.makePipe()
    defer { close(readEnd) }
    let bytes = Array("every byte\n".utf8)
    let result = writeAll(bytes, to: writeEnd, whenFull: .fail)
    close(writeEnd)
    #expect(result == DescriptorWriteResult(written: bytes.count, error: nil))
    #expect(result.isComplete)
    #expect(Self.readToEnd(readEnd) == bytes)
  }

  @Test func aFullPipeEndsTheWriteWhenToldToFail() throws {
    let (readEnd, writeEnd) = try Self.makePipe(nonBlockingWrite: true)
    defer { close(readEnd) }
    defer { close(writeEnd) }
    let result = writeAll(Self.megabyte, to: writeEnd, whenFull: .fail)
    #expect(result.error == EAGAIN)
    // The pipe took what fits (64 KiB on Linux), and the result says how much.
    #expect(result.written > 0 && result.written < Self.megabyte.count)
  }

  @Test func aFullPipeIsWaitedForUntilEveryByteIsWritten() throws {
    let (readEnd, writeEnd) = try Self.makePipe(nonBlockingWrite: true)
    defer { close(readEnd) }
    let handover = Handover()
    let writer = Thread {
      handover.result = writeAll(Self.megabyte, to: writeEnd, whenFull: .waitUntilWritable)
      close(writeEnd)
      handover.done.signal()
    }
    writer.start()
    let received = Self.readToEnd(readEnd)
    try #require(handover.done.wait(timeout: .now() + 30) == .success)
    #expect(handover.result == DescriptorWriteResult(written: Self.megabyte.count, error: nil))
    #expect(received == Self.megabyte)
  }

  @Test func aBadDescriptorReportsItsErrorAndNothingWritten() {
    #expect(
      writeAll([1, 2, 3], to: -1, whenFull: .waitUntilWritable)
        == DescriptorWriteResult(written: 0, error: EBADF))
    var byte: UInt8 = 0
    let count = withUnsafeMutableBytes(of: &byte) { readRetryingInterruptions(-1, into: $0) }
    #expect(count == -1 && errno == EBADF)
  }

  @Test func nothingToWriteIsComplete() {
    #expect(writeAll([], to: -1, whenFull: .fail) == DescriptorWriteResult(written: 0, error: nil))
  }
}

/// The writer thread's result, handed to the test's thread by the semaphore it signals after
/// setting it.
private final class Handover: @unchecked Sendable {
  var result: DescriptorWriteResult?
  let done = DispatchSemaphore(value: 0)
}
