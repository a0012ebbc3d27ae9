import Foundation
import GlanceCore

/// How a board runs: how to draw, and the headless mode that prints the screen instead of taking
/// over the terminal. ``BoardArguments`` reads them from the command line.
public struct BoardOptions: Sendable, Equatable {
  /// Run against an in-memory screen and print the final screen.
  public var headless = false
  /// The headless screen's size.
  public var size = TerminalSize(columns: 100, rows: 30)
  /// The keys a headless run presses, one main-loop turn apart.
  public var keys: [Key] = []
  /// How long a headless run keeps going after the keys.
  public var duration: Duration = .zero
  /// Run headless on a virtual clock, so that the board's own timers are deterministic.
  public var virtualTime = false
  /// The most frames drawn per second.
  public var framesPerSecond: Int?
  /// Draw with ASCII characters only.
  public var asciiOnly = false
  /// Draw with colours (when the terminal has them).
  public var colorEnabled = true
  /// While the board has the terminal, show what the program writes to standard output and
  /// error in ``Board/outputPanel`` instead of on top of the frame (runs on the real terminal
  /// only; headless runs and ``Board/run(on:options:)`` leave the streams alone).
  public var capturesOutput = true
  /// The defaults.
  public init() {}
}
