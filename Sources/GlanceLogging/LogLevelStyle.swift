import GlanceCore
import Logging

/// The style of each log level, in GlanceCore's roles: trace and debug muted, info plain,
/// notice accented, warning as a warning, error and critical as bad news (critical in bold).
/// Roles, not colours, so that a monochrome or plain-text screen still tells them apart where
/// the role does.
enum LogLevelStyle {
  /// The style a record of `level` is drawn in.
  static func style(of level: Logger.Level) -> Style {
    switch level {
    case .trace, .debug: Style(.muted)
    case .info: .normal
    case .notice: Style(.accent)
    case .warning: Style(.warning)
    case .error: Style(.negative)
    case .critical: Style(.negative).bold
    }
  }
}
