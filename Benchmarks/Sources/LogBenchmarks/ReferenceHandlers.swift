import Logging

// Two handlers that do nothing, to show what swift-log's disabled-level check costs for a
// handler's layout alone. `Logger` reads `logLevel` from a copy of its `any LogHandler`: for a
// trivially copyable handler that copy is a few moves, for one holding a reference it is a
// retain and a release (an inline value's or the existential box's).

/// A handler holding only its level: trivially copyable, like the no-op, but with a stored
/// level to read.
struct LevelOnlyHandler: LogHandler {
  var logLevel: Logger.Level
  var metadata: Logger.Metadata {
    get { [:] }
    set {}
  }
  func log(event: LogEvent) {}
  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { nil }
    set {}
  }
}

/// A handler holding its level and one reference: small enough for the existential's inline
/// buffer, so copying it retains and releases that reference.
struct OneReferenceHandler: LogHandler {
  /// Stands for everything a useful handler keeps besides its level.
  final class Target: Sendable {}
  let target = Target()
  var logLevel: Logger.Level
  var metadata: Logger.Metadata {
    get { [:] }
    set {}
  }
  func log(event: LogEvent) {}
  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { nil }
    set {}
  }
}
