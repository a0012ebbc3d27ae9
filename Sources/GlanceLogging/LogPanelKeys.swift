/// The keys a log panel binds on its board (``Glance/Panel/showLog(keep:keys:fallback:)``),
/// listed in the help overlay under the panel's title.
///
/// PgUp and PgDn scroll back and forward by ``page`` lines, Home goes to the oldest kept record
/// and End follows the newest again; ``minimumLevel`` shows the next level up and above (after
/// critical, every level again) and ``label`` shows one logger's label after another (after the
/// last, every label again). A key the program binds itself before the panel keeps the
/// program's action.
public struct LogPanelKeys: Sendable, Equatable {
  /// Cycles the lowest level shown (`v` by default).
  public var minimumLevel: Character
  /// Cycles the label shown (`l` by default).
  public var label: Character
  /// Lines PgUp and PgDn scroll (ten by default; at least one).
  public var page: Int

  /// Keys `minimumLevel` and `label` (with PgUp, PgDn, Home and End), scrolling `page` lines.
  public init(minimumLevel: Character = "v", label: Character = "l", page: Int = 10) {
    self.minimumLevel = minimumLevel
    self.label = label
    self.page = max(1, page)
  }

  /// `v`, `l`, PgUp, PgDn, Home and End, ten lines a page.
  public static let standard = LogPanelKeys()
}
