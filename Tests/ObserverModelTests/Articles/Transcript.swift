import ObserverModel

/// The lines an article's example prints, recorded in order instead of written to standard
/// output, so a test can compare them with what the article says it prints. Under the library's
/// `Lock`, which ThreadSanitizer sees hand over (not a bare `Mutex`).
final class Transcript: Sendable {
  private let recorded = Lock<[String]>([])

  /// Records one printed line.
  func append(_ line: String) { recorded.withLock { $0.append(line) } }

  /// Every line recorded so far.
  var lines: [String] { recorded.withLock { $0 } }
}
