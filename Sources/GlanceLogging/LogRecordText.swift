import GlanceCore
import Logging

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a ``LogRecord`` reads: a styled line for the panel (`12:04:05.120 warning db: slow
/// query ms=212`) and a plain line with the date for the fallback stream. Made at frame time (or
/// when a record goes to the fallback), never on the logging thread's hot path.
enum LogRecordText {
  /// The panel's line: the local time (muted), the level and message in the level's style,
  /// the label, and the merged metadata as `key=value`, sorted by key (muted).
  static func line(_ record: LogRecord) -> TextLine {
    let style = LogLevelStyle.style(of: record.event.level)
    var spans = [
      TextSpan(clock(record) + " ", style: Style(.muted)),
      TextSpan(record.event.level.rawValue, style: style.bold),
      TextSpan(" " + record.label + ": ", style: Style(.muted)),
      TextSpan(message(record), style: style),
    ]
    let metadata = metadataText(record)
    if !metadata.isEmpty { spans.append(TextSpan(" " + metadata, style: Style(.muted))) }
    return TextLine(spans)
  }

  /// The fallback stream's line: the local date and time, level, label, message and metadata.
  static func plainLine(_ record: LogRecord) -> String {
    let metadata = metadataText(record)
    return "\(date(record))T\(clock(record)) \(record.event.level.rawValue) \(record.label): "
      + message(record) + (metadata.isEmpty ? "" : " " + metadata)
  }

  /// The message, and the error if the statement passed one.
  private static func message(_ record: LogRecord) -> String {
    guard let error = record.event.error else { return record.event.message.description }
    return "\(record.event.message) (\(error))"
  }

  /// The merged metadata as `key=value` pairs sorted by key, or "" for none.
  private static func metadataText(_ record: LogRecord) -> String {
    let metadata = record.metadata
    guard !metadata.isEmpty else { return "" }
    return metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      .joined(separator: " ")
  }

  /// `HH:MM:SS.mmm` in local time.
  private static func clock(_ record: LogRecord) -> String {
    let time = localTime(record)
    return "\(two(time.tm_hour)):\(two(time.tm_min)):\(two(time.tm_sec))."
      + String(String(record.nanoseconds / 1_000_000 + 1_000).dropFirst())
  }

  /// `YYYY-MM-DD` in local time.
  private static func date(_ record: LogRecord) -> String {
    let time = localTime(record)
    return "\(time.tm_year + 1900)-\(two(time.tm_mon + 1))-\(two(time.tm_mday))"
  }

  private static func localTime(_ record: LogRecord) -> tm {
    var seconds = time_t(record.seconds)
    var time = tm()
    localtime_r(&seconds, &time)
    return time
  }

  private static func two(_ value: Int32) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
