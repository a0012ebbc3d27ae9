import ArgumentParser

/// `glance`: watch a running program's board from another terminal or a browser, record it, and
/// replay it.
@main
struct GlanceCommand: ParsableCommand {
  /// The command's name, summary and subcommands (one per file).
  static let configuration = CommandConfiguration(
    commandName: "glance",
    abstract: "Watch, record and replay Glance boards.",
    discussion: """
      A program serves its board with `board.serve()` (or GLANCE_SERVE=1 when it calls \
      `board.serveIfRequested()`); `glance list` shows the programs serving, and \
      `glance attach` shows one's board here and sends it your keys; `glance web` shows it \
      in a browser tab.
      """,
    subcommands: [
      ListCommand.self, AttachCommand.self, RecordCommand.self, ReplayCommand.self, WebCommand.self,
    ])
}
