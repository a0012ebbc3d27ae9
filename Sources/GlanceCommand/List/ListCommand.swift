import ArgumentParser
import Foundation
import GlanceServe

/// `glance list`: the user's programs that serve their boards.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "Show your programs that serve their boards.")

  func run() {
    let directory = ServeDirectory.locate(environment: ProcessInfo.processInfo.environment)
    let programs = directory.servingPrograms()
    guard !programs.isEmpty else {
      print("No program serves a board (sockets are looked for in \(directory.path)).")
      return
    }
    let now = Date().timeIntervalSince1970
    let rows = programs.map { program in
      [program.name, "\(program.pid)", Self.uptime(now - program.startTime), program.socketPath]
    }
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max().map { max($0, 6) } ?? 6
    }
    for row in [["NAME", "PID", "UPTIME", "SOCKET"]] + rows {
      let cells = (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
      print((cells + [row[3]]).joined(separator: "  "))
    }
  }

  /// `3d 4h`, `2h 05m`, `4m 09s` or `12s`.
  static func uptime(_ seconds: Double) -> String {
    let total = max(0, Int(seconds))
    let (days, hours, minutes, rest) = (
      total / 86_400, total / 3_600 % 24, total / 60 % 60, total % 60
    )
    if days > 0 { return "\(days)d \(hours)h" }
    if hours > 0 { return "\(hours)h " + String(format: "%02dm", minutes) }
    if minutes > 0 { return "\(minutes)m " + String(format: "%02ds", rest) }
    return "\(rest)s"
  }
}
