import GlancePOSIX

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a recording file could not be written or read: each case reads as a sentence that names
/// the file and what went wrong, to show to the user as it is.
package enum RecordingFileError: Error, Equatable, CustomStringConvertible {
  /// The file exists and the writer was not told to replace it.
  case exists(path: String)
  /// The file could not be created or opened (`errno` says why).
  case cannotOpen(path: String, errno: Int32)
  /// Writing to the file failed (`errno` says why).
  case cannotWrite(path: String, errno: Int32)
  /// Reading the file failed (`errno` says why).
  case cannotRead(path: String, errno: Int32)
  /// The file was read but is not a recording this build plays.
  case invalid(path: String, WireError)

  /// Whether the file is missing or cannot be opened, rather than being a bad recording: a
  /// command exits with 66 (`EX_NOINPUT`) for this, 65 (`EX_DATAERR`) for ``invalid(path:_:)``.
  package var isMissingInput: Bool {
    switch self {
    case .cannotOpen, .cannotRead: true
    case .exists, .cannotWrite, .invalid: false
    }
  }

  /// The sentence shown to the user.
  package var description: String {
    switch self {
    case .exists(let path):
      "\(path): the file exists already (choose another name, or allow replacing it)"
    case .cannotOpen(let path, let code): "\(path): cannot open: \(Self.reason(code))"
    case .cannotWrite(let path, let code): "\(path): cannot write: \(Self.reason(code))"
    case .cannotRead(let path, let code): "\(path): cannot read: \(Self.reason(code))"
    case .invalid(let path, let error): "\(path): \(Self.explain(error))"
    }
  }

  /// The system's sentence for `code` (strerror), in lower case like the rest of the message.
  private static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    let sentence = String(cString: text)
    return sentence.prefix(1).lowercased() + sentence.dropFirst()
  }

  /// What is wrong with a file's contents, in a recording's terms.
  private static func explain(_ error: WireError) -> String {
    switch error {
    case .notGlance: return "not a Glance recording"
    case .versionMismatch(let ours, let theirs):
      let supported =
        ours.count == 1
        ? "version \(ours.lowerBound)" : "versions \(ours.lowerBound)–\(ours.upperBound)"
      return
        "recording format version \(theirs.lowerBound) is not supported (this build reads "
        + "\(supported))"
    case .truncated(let what): return "the recording's header is cut short (\(what))"
    case .malformed, .oversized: return "not a valid recording: \(error)"
    }
  }
}

extension Recording {
  /// Reads the recording in the file at `path`: every whole record, as ``init(reading:)`` does
  /// (a file cut short reads up to its last whole record and says so in ``isCutShort``).
  package init(contentsOfFile path: String) throws(RecordingFileError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, errno: errno) }
    defer { _ = close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { readRetryingInterruptions(descriptor, into: $0) }
      if count < 0 { throw .cannotRead(path: path, errno: errno) }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    do throws(WireError) {
      self = try Recording(reading: bytes)
    } catch {
      throw .invalid(path: path, error)
    }
  }
}
