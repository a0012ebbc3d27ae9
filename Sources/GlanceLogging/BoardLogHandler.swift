import Logging

/// A swift-log `LogHandler` that sends each record (level, label, metadata and time) to a
/// ``BoardLog``: a log panel (records logged before the board starts wait for its first
/// frame), and standard error after the board ends.
///
/// ```swift
/// let log = board.panel("Log").showLog(keep: 1_000)
/// LoggingSystem.bootstrap { label in
///   // The panel, and the service's usual output as well.
///   MultiplexLogHandler([BoardLogHandler(label: label, log: log), fileHandler(label)])
/// }
/// ```
///
/// A record to an enabled level costs the logging thread a clock read and a copy into the
/// panel's ring under a short lock; merging the metadata and formatting wait for the frame. A
/// disabled level costs swift-log's check of ``logLevel``, which `Logger` reads from a copy of
/// its handler: a copy of this one, as of `StreamLogHandler`, retains and releases what it holds,
/// about twice what the no-op handler costs. Only a handler with no reference (no log, label or
/// metadata of its own) copies as cheaply as the no-op. The handler's metadata,
/// then its ``metadataProvider``'s, then the statement's are merged, a later one winning on the
/// same key. While a board has the terminal it captures standard output and error into its
/// output panel, so a handler in the multiplex that writes there would show its lines twice;
/// pair the board with one that writes to a file or a log service instead.
public struct BoardLogHandler: LogHandler {
  /// Where records go.
  public let log: BoardLog
  /// The label of the logger this handler serves, shown with each record.
  public let label: String
  /// The lowest level logged; a lower level costs only swift-log's check of it.
  public var logLevel: Logger.Level
  /// Metadata added to every record.
  public var metadata: Logger.Metadata = [:]
  // Public: swift-log's LogHandler requires it.
  /// Gives metadata at each log statement (task-local context, say), added to every record.
  public var metadataProvider: Logger.MetadataProvider?

  /// A handler for the logger labelled `label` that sends records at `logLevel` or above to
  /// `log`, with what `metadataProvider` gives added to each.
  public init(
    label: String, log: BoardLog, logLevel: Logger.Level = .info,
    metadataProvider: Logger.MetadataProvider? = nil
  ) {
    self.label = label
    self.log = log
    self.logLevel = logLevel
    self.metadataProvider = metadataProvider
  }

  /// Copies `event` into the log with the time, the label and the handler's metadata.
  public func log(event: LogEvent) {
    log.send(
      LogRecord(
        event, label: label, handlerMetadata: metadata,
        providedMetadata: metadataProvider?.get()))
  }

  /// The handler's metadata for `key`.
  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }
}
