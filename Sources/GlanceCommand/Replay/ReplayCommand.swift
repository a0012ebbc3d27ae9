import ArgumentParser
import Foundation
import Glance
import GlanceCore
import GlanceTerminal
import GlanceWeb
import GlanceWire

/// `glance replay FILE`: plays a recorded session back at its recorded pace, with pause, one
/// frame back and forward, speed, seeking and a timeline in the footer; or, with `--headless`,
/// prints the screen after `--keys` and `--duration` of virtual time, the same on every run.
struct ReplayCommand: ParsableCommand {
  /// The subcommand's name, summary and the keys `--help` lists.
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Play a recorded session back.",
    discussion: """
      KEYS:
      \(ReplayScreen.help.map { "  \($0.key.padding(toLength: 12, withPad: " ", startingAt: 0))"
      + $0.label }.joined(separator: "\n"))

      A headless run (--headless) plays in virtual time: it presses --keys at the start (or at
      --seek), plays --duration at the chosen speed and prints the screen. With none of --seek,
      --keys and --duration it prints the recording's last screen. A missing file exits
      with status 66, a file that is not a recording this build plays with status 65.
      """)

  /// The recording to play.
  @Argument(help: "The recording file.") var file: String

  /// Where playback starts.
  @Option(
    help: ArgumentHelp("Start at this time (12.5s, 2m or 1:30).", valueName: "time"),
    transform: ReplayCommand.time(from:))
  var seek: Duration?

  /// The board options this command shares (--headless, --size, --keys, --duration, --ascii,
  /// --no-color, --fps).
  @OptionGroup var board: BoardArguments

  /// Serve the recording to a browser instead of playing it here.
  @Flag(help: "Serve the recording to a web browser, with a scrubber (see `glance web`).")
  var web = false

  /// Where `--web` serves.
  @OptionGroup var listen: WebListenOptions

  /// Plays the file: on the terminal, or headless (printing the screen).
  func run() throws {
    if web { try serveToBrowser() }
    let options = board.options()
    let replay: Replay
    do {
      replay = try prepare()
    } catch {
      FileHandle.standardError.write(Data("glance replay: \(error.message)\n".utf8))
      throw ExitCode(error.status.rawValue)
    }
    if options.headless {
      print(headlessScreen(replay, options: options).text)
      return
    }
    try play(replay, options: options)
  }

  /// What a headless run prints (see ``headlessScreen(_:options:)``), under a UTF-8 locale or not.
  func headlessOutput(localeIsUTF8: Bool? = nil) throws(ReplayFailure) -> String {
    let options = board.options(environment: [:], localeIsUTF8: localeIsUTF8)
    return headlessScreen(try prepare(), options: options).text
  }

  /// Plays `replay` on the terminal until the user quits; exits the process.
  private func play(_ replay: Replay, options: BoardOptions) throws {
    if let problem = TerminalCheck.problem(environment: ProcessInfo.processInfo.environment) {
      let message: String
      switch problem {
      case .stdoutNotATerminal, .stdinNotATerminal:
        let stream = problem == .stdoutNotATerminal ? "output" : "input"
        message =
          "standard \(stream) is not a terminal; run 'glance replay FILE --headless' to print "
          + "a screen as text"
      default:
        message = "\(problem)" + ("\(problem)".contains("--headless") ? "" : " (or use --headless)")
      }
      FileHandle.standardError.write(Data("glance replay: \(message)\n".utf8))
      throw ExitCode(CommandStatus.misuse.rawValue)
    }
    try MainActor.assumeIsolated {
      let terminal: ReplayTerminal
      do {
        terminal = try ReplayTerminal(
          replay: replay, ascii: options.asciiOnly, colorRequested: options.colorEnabled,
          framesPerSecond: options.framesPerSecond ?? 30)
      } catch {
        FileHandle.standardError.write(Data("glance replay: \(error)\n".utf8))
        throw ExitCode(CommandStatus.misuse.rawValue)
      }
      terminal.run()
    }
  }

  /// Serves the recording to a browser page (`--web`) until stopped; never returns.
  private func serveToBrowser() throws -> Never {
    let recording: Recording
    do {
      recording = try Recording(contentsOfFile: file)
    } catch {
      let failure = ReplayFailure(error)
      FileHandle.standardError.write(Data("glance replay: \(failure.message)\n".utf8))
      throw ExitCode(failure.status.rawValue)
    }
    let name = (file as NSString).lastPathComponent
    try WebServing.serve(
      .replay(.init(bytes: recording.bytes, name: name)), what: "the replay of \(name)",
      options: listen)
  }

  /// The replay of ``file``, at ``seek``.
  func prepare() throws(ReplayFailure) -> Replay {
    let recording: Recording
    do {
      recording = try Recording(contentsOfFile: file)
    } catch {
      throw ReplayFailure(error)
    }
    var replay = Replay(RecordingPlayer(recording))
    if let seek { replay.seekPausingAtEnd(to: seek) }
    return replay
  }

  /// The screen a headless run prints: `options.keys` pressed at the start (up to a quit), then
  /// `options.duration` of virtual time played, on a screen of `options.size`. A run that
  /// asks for no time (no ``seek``, no keys, no duration) prints the last screen: the start of
  /// a recording is blank until its first frame.
  func headlessScreen(_ replay: Replay, options: BoardOptions) -> CellBuffer {
    var replay = replay
    if seek == nil, options.keys.isEmpty, options.duration == .zero {
      replay.seekPausingAtEnd(to: replay.player.duration)
    }
    for key in options.keys {
      if replay.press(key) == .quit { break }
    }
    replay.advance(by: options.duration)
    return ReplayScreen.compose(
      replay, size: options.size, context: RenderContext(ascii: options.asciiOnly, color: false))
  }

  private static func time(from text: String) throws -> Duration {
    guard let time = ReplayTime.parse(text) else {
      throw ValidationError("--seek must be a time such as 12.5s, 2m or 1:30, got '\(text)'")
    }
    return time
  }
}

/// Why a recording cannot be played, and the status the command exits with: `noInput` when the
/// file cannot be read, `dataError` when it is not a recording this build plays.
struct ReplayFailure: Error, Equatable {
  /// The sentence shown, naming the file.
  var message: String
  /// The exit status.
  var status: CommandStatus

  /// The failure for `error`.
  init(_ error: RecordingFileError) {
    message = error.description
    status = error.isMissingInput ? .noInput : .dataError
  }
}
