/// An iterator over a long run of one scalar that counts how many it was asked for: lets a test
/// show that reading text stops early, by counting work instead of timing it.
final class ReadCounter {
  /// Scalars handed out so far.
  var reads = 0
}

/// `count` copies of `scalar` (after an optional `prefix`), counting each read in `counter`.
struct CountingScalars: Sequence, IteratorProtocol {
  let prefix: [Unicode.Scalar]
  let scalar: Unicode.Scalar
  let count: Int
  let counter: ReadCounter
  private var position = 0

  init(
    _ prefix: [Unicode.Scalar] = [], then scalar: Unicode.Scalar, count: Int, counter: ReadCounter
  ) {
    (self.prefix, self.scalar, self.count, self.counter) = (prefix, scalar, count, counter)
  }

  mutating func next() -> Unicode.Scalar? {
    guard position < prefix.count + count else { return nil }
    defer { position += 1 }
    counter.reads += 1
    return position < prefix.count ? prefix[position] : scalar
  }
}

/// Bytes `0..<count` of a run of one byte, counting each read.
struct CountingBytes: Sequence, IteratorProtocol {
  let byte: UInt8
  let count: Int
  let counter: ReadCounter
  private var position = 0

  init(_ byte: UInt8, count: Int, counter: ReadCounter) {
    (self.byte, self.count, self.counter) = (byte, count, counter)
  }

  mutating func next() -> UInt8? {
    guard position < count else { return nil }
    position += 1
    counter.reads += 1
    return byte
  }
}
