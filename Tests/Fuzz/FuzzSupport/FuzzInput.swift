/// The bytes of one fuzz input, read front to back as the choices of a generator: each read
/// takes the next byte(s), and an exhausted input reads as zeros, so every input decodes to
/// some program and a mutation of one byte changes one choice.
public struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  /// Wraps `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Copies the `size` bytes at `data` (libFuzzer's buffer, valid only during the call).
  public init(data: UnsafePointer<UInt8>?, size: Int) {
    guard let data, size > 0 else {
      self.init([])
      return
    }
    self.init(Array(UnsafeBufferPointer(start: data, count: size)))
  }

  /// Whether every byte has been read.
  public var isExhausted: Bool { position >= bytes.count }

  /// The bytes not read yet.
  public var remaining: ArraySlice<UInt8> { bytes[min(position, bytes.count)...] }

  /// The next byte, or 0 once exhausted.
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A choice among `count` options (0..<count), from one byte; `count` must be 1...256.
  public mutating func choice(_ count: Int) -> Int {
    Int(byte()) % count
  }

  /// The next four bytes as a little-endian `UInt32`.
  public mutating func uint32() -> UInt32 {
    (0..<4).reduce(0) { value, shift in value | UInt32(byte()) << (8 * shift) }
  }

  /// Takes every byte not read yet.
  public mutating func rest() -> [UInt8] {
    defer { position = bytes.count }
    return Array(remaining)
  }
}
