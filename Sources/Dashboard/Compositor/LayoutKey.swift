/// Everything a ``ScreenLayout`` depends on: equal keys give equal layouts.
struct LayoutKey: Equatable {
  var size: TerminalSize
  var visible: [PanelID]
  var focus: PanelID
}
