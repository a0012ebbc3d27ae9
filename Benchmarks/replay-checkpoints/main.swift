// What the recording player's checkpoints buy: a synthetic 10-minute recording at 30 frames a
// second (18,000 frames of a 100×30 screen: a clock, a moving bar, a scrolling log line and,
// in the busy variant, a 40×5 block of figures that all change every frame), played with the
// default checkpoints and with none.
// Built by Benchmarks/measure-replay: GlanceCore and GlanceWire compiled into this module, -O.

/// Milliseconds `body` takes, on the continuous clock.
func milliseconds(_ body: () -> Void) -> Double {
  let start = ContinuousClock.now
  body()
  let elapsed = ContinuousClock.now - start
  let (seconds, attoseconds) = elapsed.components
  return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

/// The synthetic recording: frame k at k/30 s, each the cells changed since frame k-1.
func syntheticRecording(frames: Int, busy: Bool) -> Recording {
  var entries: [RecordingEntry] = []
  var previous = CellBuffer(width: 100, height: 30)
  var screen = previous
  for frame in 0..<frames {
    screen.write("frame \(frame)  t=\(frame / 30)s", x: 2, y: 0, style: Style(.title).bold)
    screen.write(String(repeating: "#", count: frame % 90), x: 0, y: 2, style: Style(.positive))
    screen.write(String(repeating: " ", count: 90 - frame % 90), x: frame % 90, y: 2)
    screen.write("log line \(frame) value \(frame &* 7919 % 10_007)", x: 4, y: 3 + frame % 26)
    for row in 0..<(busy ? 5 : 0) {
      let figures = (0..<40).map { Character("\(($0 &* row &+ frame &* 7) % 10)") }
      screen.write(String(figures), x: 50, y: 20 + row, style: Style(.accent))
    }
    let changes = screen.changes(since: previous)
    let time = Duration.milliseconds(frame) * 1_000 / 30
    entries.append(
      .frame(at: time, FrameUpdate(size: screen.size, repaint: frame == 0, changes: changes)))
    previous = screen
  }
  return Recording(program: "synthetic", title: "Synthetic", startedAt: 0, entries: entries)
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = Int((value * scale).rounded())
  let (whole, fraction) = scaled.quotientAndRemainder(dividingBy: Int(scale))
  let tail = String(fraction)
  return digits == 0
    ? "\(whole)"
    : "\(whole)." + String(repeating: "0", count: digits - tail.count) + tail
}

/// `text` padded with spaces to `width` columns.
func pad(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(1, width - text.count))
}

@main
enum ReplayCheckpoints {
  static func main() {
    for busy in [false, true] { measure(syntheticRecording(frames: 18_000, busy: busy)) }
  }

  /// Prints the player's costs on `recording` with the default checkpoints and with none.
  static func measure(_ recording: Recording) {
    let cells = recording.entries.reduce(0) {
      if case .frame(_, let update) = $1 { return $0 + update.changes.count }
      return $0
    }
    print("\n18,000 frames, \(cells) changed cells, \(recording.bytes.count) bytes")
    let header = ["checkpoints", "build ms", "kept", "kept MB", "step back µs", "seek µs"]
    print((header + ["step fwd µs", "screens"]).map { pad($0, 13) }.joined())
    var screens: [[CellBuffer]] = []
    for (label, budget) in [("default", nil), ("none", Int.max)] as [(String, Int?)] {
      var player = RecordingPlayer(recording, checkpointCells: 0)
      let build = milliseconds { player = RecordingPlayer(recording, checkpointCells: budget) }
      player.seek(toFrame: 17_999)
      let steps = 200
      let back = milliseconds { for _ in 0..<steps { player.stepBack() } }
      var seen = [player.screen]
      var state: UInt64 = 42
      let seeks = 200
      let seek = milliseconds {
        for _ in 0..<seeks {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          player.seek(to: .milliseconds(Int(state >> 33) % 600_000))
          seen.append(player.screen)
        }
      }
      player.seek(toFrame: 0)
      let forward = milliseconds { for _ in 0..<17_999 { player.stepForward() } }
      seen.append(player.screen)
      screens.append(seen)
      let match = screens.count == 2 ? (screens[0] == screens[1] ? "same" : "DIFFERENT") : ""
      let columns: [String] = [
        label, fixed(build, 1), "\(player.checkpointCount)",
        fixed(Double(player.checkpointCount * 3_000 * MemoryLayout<Cell>.stride) / 1e6, 1),
        fixed(back * 1_000 / Double(steps), 1), fixed(seek * 1_000 / Double(seeks), 1),
        fixed(forward * 1_000 / 17_999, 2), match,
      ]
      print(columns.map { pad($0, 13) }.joined())
    }
  }
}
