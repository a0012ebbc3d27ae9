import ArgumentParser

/// The `glance` command: one subcommand per file (`glance replay`, and later `list`, `attach`
/// and `record`).
@main
struct GlanceCommand: ParsableCommand {
  /// The command's name, summary and subcommands.
  static let configuration = CommandConfiguration(
    commandName: "glance",
    abstract: "Watch, record and replay Glance boards.",
    subcommands: [ReplayCommand.self])
}
