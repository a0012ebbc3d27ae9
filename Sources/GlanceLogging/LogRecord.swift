import Logging

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One log statement as the logging thread left it: the event, the handler's label and
/// metadata, what its metadata provider gave, and the wall-clock time. Nothing is formatted or
/// merged here; that waits for the frame (``LogRecordText``), so that a record costs its
/// logging thread only this copy.
struct LogRecord: Sendable {
  /// What was logged: level, message, the statement's own metadata, error and source.
  let event: LogEvent
  /// The label of the logger that logged it.
  let label: String
  /// The handler's metadata when it logged.
  let handlerMetadata: Logger.Metadata
  /// What the handler's metadata provider gave, if it has one.
  let providedMetadata: Logger.Metadata?
  /// Seconds since 1970 (UTC) when it was logged.
  let seconds: Int
  /// The nanoseconds past ``seconds``.
  let nanoseconds: Int

  /// A record of `event` logged now by a handler labelled `label`.
  init(
    _ event: LogEvent, label: String, handlerMetadata: Logger.Metadata,
    providedMetadata: Logger.Metadata?
  ) {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    self.event = event
    self.label = label
    self.handlerMetadata = handlerMetadata
    self.providedMetadata = providedMetadata
    seconds = Int(now.tv_sec)
    nanoseconds = Int(now.tv_nsec)
  }

  /// The handler's metadata, then the provider's, then the statement's, a later one winning on
  /// the same key (as swift-log's own handlers merge them).
  var metadata: Logger.Metadata {
    var merged = handlerMetadata
    if let providedMetadata { merged.merge(providedMetadata) { _, provided in provided } }
    if let own = event.metadata { merged.merge(own) { _, own in own } }
    return merged
  }
}
