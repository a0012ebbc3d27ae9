/// The keys a log panel binds on its board (``Glance/Panel/showLog(keep:keys:fallback:)``),
/// listed in the help overlay under the panel's title.
///
/// PgUp and PgDn scroll back and forward a page (the panel's height, or ``page`` lines), Home
/// goes to the page that starts with the oldest kept record and End follows the newest again;
/// ``minimumLevel`` hides the lowest level among the records shown (when no level above it is
/// left, every level shows again) and ``label`` shows one logger's label after another (after
/// the last, every label again). A key the program binds itself before the panel keeps the
/// program's action.
public struct LogPanelKeys: Sendable, Equatable {
  // Public: a key setting, as the initializer takes it.
  /// Hides the lowest level shown, one level a press (`v` by default).
  public var minimumLevel: Character
  /// Cycles the label shown (`l` by default).
  public var label: Character
  /// Lines PgUp and PgDn scroll, or `nil` (the default) for the panel's height.
  public var page: Int?

  /// Keys `minimumLevel` and `label` (with PgUp, PgDn, Home and End), scrolling `page` lines
  /// (at least one), or the panel's height when `nil`.
  public init(minimumLevel: Character = "v", label: Character = "l", page: Int? = nil) {
    self.minimumLevel = minimumLevel
    self.label = label
    self.page = page.map { max(1, $0) }
  }

  /// `v`, `l`, PgUp, PgDn, Home and End, a page the panel's height.
  public static let standard = LogPanelKeys()
}
