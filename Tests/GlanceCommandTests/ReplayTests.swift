import GlanceCore
import GlanceWire
import TestSupport
import Testing

@testable import GlanceCommand

@Suite struct ReplayTests {
  static let screens = CounterRecording.screens(count: 12)
  static let recording = CounterRecording.recording(of: screens)

  static func replay(_ recording: Recording = recording) -> Replay {
    Replay(RecordingPlayer(recording))
  }

  static func press(_ script: String, on replay: inout Replay) throws {
    for key in try KeyScript.parse(script) { _ = replay.press(key) }
  }

  static func screen(_ replay: Replay, _ size: TerminalSize) -> CellBuffer {
    ReplayScreen.compose(replay, size: size, context: RenderContext(ascii: false, color: false))
  }

  @Test func playingFollowsTheRecordedPaceAtEachSpeed() throws {
    // Frames at 0.1 s, 0.6 s, 1.1 s … (every 0.5 s).
    for (script, wall, time, frame) in [
      ("", Duration.milliseconds(1_000), Duration.milliseconds(1_000), 1),
      ("+", .milliseconds(1_000), .milliseconds(2_000), 3),
      ("++++", .milliseconds(250), .milliseconds(4_000), 7),
      ("--", .milliseconds(1_600), .milliseconds(400), 0),
      ("-", .milliseconds(2_000), .milliseconds(1_000), 1),
      ("++++++++", .milliseconds(200), .milliseconds(3_200), 6),
    ] {
      var replay = Self.replay()
      try Self.press(script, on: &replay)
      replay.advance(by: wall)
      #expect(replay.player.time == time, "\(script) for \(wall)")
      #expect(replay.player.frameIndex == frame, "\(script) for \(wall)")
      Self.expect(replay, shows: frame)
    }
    var replay = Self.replay()
    replay.advance(by: .seconds(60))  // stops, paused, at the end
    #expect(replay.isPaused && replay.isAtEnd && replay.player.frameIndex == 11)
  }

  /// Expects the replay's player to show the recorded screen of `frame`, cell for cell.
  static func expect(
    _ replay: Replay, shows frame: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let same = replay.player.screen == screens[frame]
    #expect(
      same, "not frame \(frame): \(replay.player.screen.lines())", sourceLocation: sourceLocation)
  }

  @Test func stepsSeeksAndPauseGiveTheRecordedScreens() throws {
    var replay = Self.replay()
    try Self.press("<right><right>.", on: &replay)
    #expect(replay.isPaused)
    Self.expect(replay, shows: 2)
    replay.advance(by: .seconds(5))  // paused: time stands still
    #expect(replay.player.frameIndex == 2)
    try Self.press("<left>,", on: &replay)
    Self.expect(replay, shows: 0)
    try Self.press("5", on: &replay)  // 50% of 5.9 s = 2.95 s: frame 5 (2.6 s)
    Self.expect(replay, shows: 5)
    try Self.press("<end>", on: &replay)
    Self.expect(replay, shows: 11)
    #expect(replay.isAtEnd && replay.isPaused)
    try Self.press("<space>", on: &replay)  // play again from the start
    #expect(!replay.isPaused && replay.player.time == .zero)
    try Self.press("g3.1s<enter>", on: &replay)
    Self.expect(replay, shows: 6)
    try Self.press("g0:01.2<enter>", on: &replay)
    #expect(replay.player.frameIndex == 2)
    try Self.press("gsoon<enter>", on: &replay)
    #expect(replay.message == "'soon' is not a time (try 12.5s, 2m or 1:30)")
    try Self.press("<home>x", on: &replay)
    #expect(replay.player.time == .zero)
    #expect(replay.message == "x does nothing here. Press ? for help")
    #expect(replay.press(.character("q")) == .quit)
  }

  @Test func theScreenIsTheRecordedFrameCroppedOrPaddedAboveTheTimeline() throws {
    var replay = Self.replay()
    try Self.press("<right><right><right>", on: &replay)
    let wide = Self.screen(replay, TerminalSize(columns: 70, rows: 6))
    #expect(
      wide.lines() == [
        " count 2", "##", "  日", "", "",
        " ⏸  ×1  0:01.1 / 0:05.9  ━━━━────────────────────  frame 3/12  ? help",
      ])
    #expect(wide[x: 1, y: 0].style == .normal)
    #expect(wide[x: 0, y: 1].style == Style(.positive))
    let narrow = Self.screen(replay, TerminalSize(columns: 26, rows: 3))
    #expect(narrow.lines() == [" count 2", "##", " ⏸  ×1  0:01.1 / 0:05.9  f"])
    let tiny = Self.screen(replay, TerminalSize(columns: 10, rows: 2))
    #expect(tiny.text.contains("24x3"))
  }

  @Test func theFooterShowsKeysPressedAndACutShortFile() throws {
    var cut = Self.recording.bytes
    cut.removeLast(Self.recording.entries.last!.record.count + 3)
    var replay = Self.replay(try Recording(reading: cut))
    try Self.press("g1.3s<enter>", on: &replay)
    let footer = Self.screen(replay, TerminalSize(columns: 100, rows: 6)).lines()[5]
    #expect(footer.hasSuffix("frame 3/11  cut short  keys a Tab  ? help"))
    try Self.press("<end>", on: &replay)
    Self.expect(replay, shows: 10)
  }

  @Test func theNextWakeIsTheNextFrameOrTenthOfASecond() throws {
    var replay = Self.replay()
    replay.advance(by: .milliseconds(130))
    #expect(replay.timeUntilNextChange == .milliseconds(70))
    replay.advance(by: .milliseconds(440))
    #expect(replay.timeUntilNextChange == .milliseconds(30))  // the frame at 0.6 s
    try Self.press("+", on: &replay)
    #expect(replay.timeUntilNextChange == .milliseconds(15))
    try Self.press("<space>", on: &replay)
    #expect(replay.timeUntilNextChange == nil)
  }

  @Test func timesAreShownAndReadAsClockTimes() {
    #expect(ReplayTime.format(.milliseconds(63_490)) == "1:03.4")
    #expect(ReplayTime.format(.seconds(3_723)) == "1:02:03.0")
    #expect(ReplayTime.parse("12.5s") == .milliseconds(12_500))
    #expect(ReplayTime.parse("1:30") == .seconds(90))
    #expect(ReplayTime.parse("1:02:03.5") == .milliseconds(3_723_500))
    #expect(ReplayTime.parse("1:60") == nil)
    #expect(ReplayTime.parse("-3s") == nil)
    #expect(ReplayTime.parse("x:10") == nil)
  }
}
