import GlanceCore
import TestSupport
import Testing

@testable import GlanceWire

@Suite struct RecordingPlayerTests {
  static let screens = CounterRecording.screens(count: 12)
  static let recording = CounterRecording.recording(of: screens)

  @Test func eachFrameShowsTheScreenItRecorded() {
    var player = RecordingPlayer(Self.recording)
    #expect(player.frameCount == 12)
    // Forward, backward and jumping about: every visit gives the recorded screen.
    for index in [0, 1, 2, 5, 6, 7, 11, 3, 0, 9, 6, 5, 10, 1] {
      player.seek(toFrame: index)
      #expect(player.frameIndex == index)
      #expect(player.screen == Self.screens[index], "frame \(index)")
      #expect(player.screen(atFrame: index) == Self.screens[index], "frame \(index)")
    }
    player.seek(toFrame: 7)
    #expect(player.screen.lines()[0] == " count 7")
    #expect(player.screen[x: 1, y: 0].style == Style(.accent).bold)
    #expect(player.screen.lines()[4] == "  wider now")
  }

  @Test func aTimeShowsTheLastFrameAtOrBeforeIt() {
    var player = RecordingPlayer(Self.recording)
    #expect(player.duration == .milliseconds(100 + 11 * 500 + 300))
    player.seek(to: .milliseconds(50))  // before the first frame: a blank screen of its size
    #expect(player.frameIndex == nil)
    #expect(player.screen == CellBuffer(width: 20, height: 4))
    player.seek(to: .milliseconds(100))
    #expect(player.frameIndex == 0)
    player.seek(to: .milliseconds(2_599))
    #expect(player.frameIndex == 4)
    #expect(player.time == .milliseconds(2_599))
    #expect(player.screen == Self.screens[4])
    #expect(player.screen(at: .milliseconds(2_600)) == Self.screens[5])
    player.seek(to: .seconds(60))  // past the end: the last frame, at the end
    #expect(player.frameIndex == 11)
    #expect(player.time == player.duration)
    player.seek(to: .seconds(-1))
    #expect(player.time == .zero)
    #expect(player.frameIndex == nil)
  }

  @Test func steppingWalksTheFramesBothWays() {
    var player = RecordingPlayer(Self.recording)
    var forward: [CellBuffer] = []
    for _ in 0..<20 {
      player.stepForward()
      forward.append(player.screen)
    }
    #expect(forward == Self.screens + Array(repeating: Self.screens[11], count: 8))
    #expect(player.time == .milliseconds(5_600))
    var backward: [CellBuffer] = []
    for _ in 0..<12 {
      player.stepBack()
      backward.append(player.screen)
    }
    #expect(backward == Self.screens.dropLast().reversed() + [Self.screens[0]])
    #expect(player.frameIndex == 0)
  }

  @Test func checkpointsBoundTheWorkOfGoingBackAndChangeNoScreen() {
    let screens = CounterRecording.screens(count: 400)
    let recording = CounterRecording.recording(of: screens, interval: .milliseconds(33))
    var withCheckpoints = RecordingPlayer(recording, checkpointCells: 200)
    var without = RecordingPlayer(recording, checkpointCells: .max)
    #expect(withCheckpoints.checkpointCount > 20)
    #expect(without.checkpointCount == 0)
    withCheckpoints.seek(toFrame: 399)
    without.seek(toFrame: 399)
    let (before, beforeWithout) = (withCheckpoints.framesApplied, without.framesApplied)
    for _ in 0..<50 {
      withCheckpoints.stepBack()
      without.stepBack()
      #expect(withCheckpoints.screen == without.screen)
      #expect(withCheckpoints.screen == screens[withCheckpoints.frameIndex ?? -1])
    }
    let perStep = (withCheckpoints.framesApplied - before) / 50
    #expect(perStep < 400 / withCheckpoints.checkpointCount + 2)
    #expect(without.framesApplied - beforeWithout > 50 * 300)
  }

  /// With a checkpoint at every frame, a frame's screen is its checkpoint's: the fuzzer found
  /// that `screen(atFrame:)` trapped on an empty range there.
  @Test func theScreenAtACheckpointsOwnFrameIsThatCheckpoint() {
    let screens = CounterRecording.screens(count: 12)
    let player = RecordingPlayer(
      CounterRecording.recording(of: screens, interval: .milliseconds(33)), checkpointCells: 1)
    #expect(player.checkpointCount == 12)
    for index in screens.indices { #expect(player.screen(atFrame: index) == screens[index]) }
  }

  @Test func theSameFileGivesTheSameScreensByteForByte() throws {
    let bytes = Self.recording.bytes
    var first = RecordingPlayer(try Recording(reading: bytes))
    var second = RecordingPlayer(try Recording(reading: bytes), checkpointCells: 50)
    let visits = [3, 11, 0, 7, 6, 2, 9]
    for index in visits {
      first.seek(toFrame: index)
      second.seek(toFrame: 10 - index % 10)
      second.seek(toFrame: index)
      #expect(CounterRecording.bytes(of: first.screen) == CounterRecording.bytes(of: second.screen))
    }
  }

  @Test func aFileCutShortPlaysToItsLastWholeFrame() throws {
    let bytes = Self.recording.bytes
    // Drop the end record and half of the last frame's.
    let endRecord = Self.recording.entries.last!.record
    let lastFrame = Self.recording.entries.dropLast().last!.record
    let cut = Array(bytes.dropLast(endRecord.count + lastFrame.count / 2))
    var player = RecordingPlayer(try Recording(reading: cut))
    #expect(player.isCutShort)
    #expect(player.frameCount == 11)
    #expect(player.endReason == nil)
    player.seek(to: .seconds(60))
    #expect(player.frameIndex == 10)
    #expect(player.screen == Self.screens[10])
    #expect(player.duration == .milliseconds(100 + 10 * 500))
  }

  @Test func recentKeysAreThoseOfTheWindowBeforeTheTime() {
    let player = RecordingPlayer(Self.recording)
    #expect(player.keyPresses.map(\.time) == [.milliseconds(1_250)])
    #expect(player.recentKeys(at: .seconds(1), within: .seconds(2), limit: 6) == [])
    #expect(
      player.recentKeys(at: .milliseconds(1_250), within: .seconds(2), limit: 6)
        == [.character("a"), .tab])
    #expect(player.recentKeys(at: .seconds(2), within: .seconds(2), limit: 1) == [.tab])
    #expect(player.recentKeys(at: .milliseconds(3_250), within: .seconds(2), limit: 6) == [])
  }

  @Test func anEmptyRecordingPlaysNothingAndDoesNotTrap() {
    var player = RecordingPlayer(Recording(program: "p", title: "t", startedAt: 0))
    player.stepForward()
    player.stepBack()
    player.seek(to: .seconds(3))
    player.seek(toFrame: 4)
    #expect(player.frameIndex == nil)
    #expect(player.duration == .zero)
    #expect(player.screen(atFrame: 0).size == TerminalSize(columns: 0, rows: 0))
  }
}
