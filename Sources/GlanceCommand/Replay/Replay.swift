import GlanceCore
import GlanceWire

/// A replay as the user drives it: a ``RecordingPlayer`` plus whether it plays, how fast, and
/// what the footer and the help overlay show. Pure: keys and elapsed time go in, the state
/// changes, and ``ReplayScreen`` draws it; the terminal and the headless run only feed it.
struct Replay {
  /// The recording, at the playing position.
  private(set) var player: RecordingPlayer
  /// Whether playback is paused (by the user, or at the end).
  private(set) var isPaused = false
  /// The speed's index in ``speeds``.
  private(set) var speedIndex = Self.normalSpeed
  /// The time typed after `g`, while the prompt is open.
  private(set) var prompt: String?
  /// Whether the help overlay shows.
  private(set) var isHelpVisible = false
  /// A short message for the footer (a bad time, a key that does nothing), until the next key.
  private(set) var message: String?

  /// The speeds, as multiples of a quarter of the recorded pace: ×0.25 to ×16.
  static let speeds = [1, 2, 4, 8, 16, 32, 64]
  /// The recorded pace's index in ``speeds``.
  static let normalSpeed = 2

  /// What a key asks of whoever runs the replay, beyond the state it changed.
  enum Outcome: Equatable {
    /// Draw the new state.
    case draw
    /// Rewrite every cell (Ctrl-L).
    case repaint
    /// Stop the replay.
    case quit
  }

  /// A replay of `player`, playing from its current position.
  init(_ player: RecordingPlayer) {
    self.player = player
  }

  /// The speed as text: `0.25`, `0.5`, `1`, `2` … `16`.
  var speedText: String {
    let quarters = Self.speeds[speedIndex]
    switch quarters {
    case 1: return "0.25"
    case 2: return "0.5"
    default: return "\(quarters / 4)"
    }
  }

  /// Whether the position is the recording's end.
  var isAtEnd: Bool { player.time >= player.duration }

  /// Plays `elapsed` of wall time at the current speed (nothing while paused); stops, paused,
  /// at the end.
  mutating func advance(by elapsed: Duration) {
    guard !isPaused, elapsed > .zero else { return }
    let target = player.time + elapsed * Self.speeds[speedIndex] / 4
    player.seek(to: target)
    if isAtEnd { isPaused = true }
  }

  /// The wall time until playback would show something new: the next frame, or the next tenth
  /// of a second on the footer's clock; `nil` while paused.
  var timeUntilNextChange: Duration? {
    guard !isPaused else { return nil }
    let now = player.time
    let tenths = ReplayTime.nanoseconds(now) / 100_000_000
    var next = min(.nanoseconds((tenths + 1) * 100_000_000), player.duration)
    if let index = player.frameIndex(at: now).map({ $0 + 1 }) ?? (player.frameCount > 0 ? 0 : nil),
      index < player.frameCount
    {
      next = min(next, player.frameTimes[index])
    }
    return (next - now) * 4 / Self.speeds[speedIndex]
  }

  /// Handles one key press (see ``ReplayKeys``).
  mutating func press(_ key: Key) -> Outcome {
    if prompt != nil { return typeInPrompt(key) }
    message = nil
    switch key {
    case .character("q"), .character("Q"), .control("c"): return .quit
    case .character("?"), .character("h"), .function(1): isHelpVisible.toggle()
    case .escape: isHelpVisible = false
    case .control("l"): return .repaint
    case .character(" "):
      if isPaused, isAtEnd { player.seek(to: .zero) }
      isPaused.toggle()
    case .left, .character(","):
      isPaused = true
      player.stepBack()
    case .right, .character("."):
      isPaused = true
      player.stepForward()
    case .character("+"), .character("="): speedIndex = min(speedIndex + 1, Self.speeds.count - 1)
    case .character("-"), .character("_"): speedIndex = max(speedIndex - 1, 0)
    case .home: player.seek(to: .zero)
    case .end: seekPausingAtEnd(to: player.duration)
    case .character(let digit) where digit.isASCII && digit.isWholeNumber:
      seekPausingAtEnd(to: player.duration * (digit.wholeNumberValue ?? 0) / 10)
    case .character("g"): prompt = ""
    default: message = "\(key) does nothing here. Press ? for help"
    }
    return .draw
  }

  /// Moves to `time`, pausing when that is the end.
  mutating func seekPausingAtEnd(to time: Duration) {
    player.seek(to: time)
    if isAtEnd { isPaused = true }
  }

  /// A key while the `g` prompt is open: the time's characters, Backspace, Enter or Esc.
  private mutating func typeInPrompt(_ key: Key) -> Outcome {
    switch key {
    case .enter:
      let text = prompt ?? ""
      prompt = nil
      if let time = ReplayTime.parse(text) {
        seekPausingAtEnd(to: time)
      } else {
        message = "'\(text)' is not a time (try 12.5s, 2m or 1:30)"
      }
    case .escape, .control("c"): prompt = nil
    case .backspace: if prompt?.isEmpty == false { prompt?.removeLast() }
    case .character(let character) where (prompt?.count ?? 0) < 16:
      prompt?.append(character)
    default: break
    }
    return .draw
  }
}
