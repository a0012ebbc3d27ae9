@preconcurrency import CNcurses
import GlanceCore

/// The colours each ``ColorRole`` is drawn in: ANSI colour numbers (0–7), or `nil` for the
/// terminal's default foreground or background.
struct RoleColors: Equatable, Sendable {
  /// The text colour.
  var foreground: Int?
  /// The cell's background.
  var background: Int?

  /// The colours of `role`, most on the terminal's default background.
  static func of(_ role: ColorRole) -> RoleColors {
    switch role {
    case .normal: RoleColors()
    case .title: RoleColors(foreground: COLOR_CYAN)
    case .border: RoleColors(foreground: COLOR_BLUE)
    case .focusBorder: RoleColors(foreground: COLOR_YELLOW)
    case .accent: RoleColors(foreground: COLOR_CYAN)
    case .positive: RoleColors(foreground: COLOR_GREEN)
    case .negative: RoleColors(foreground: COLOR_RED)
    case .muted: RoleColors(foreground: COLOR_WHITE)
    case .highlight: RoleColors(foreground: COLOR_BLACK, background: COLOR_CYAN)
    case .warning: RoleColors(foreground: COLOR_YELLOW)
    case .footerKey: RoleColors(foreground: COLOR_BLACK, background: COLOR_WHITE)
    }
  }

  /// Colours from ncurses' `COLOR_*` constants.
  private init(foreground: Int32? = nil, background: Int32? = nil) {
    self.foreground = foreground.map(Int.init)
    self.background = background.map(Int.init)
  }
}
