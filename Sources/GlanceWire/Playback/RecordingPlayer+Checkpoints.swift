import GlanceCore

extension RecordingPlayer {
  /// A copy of the whole screen as a frame left it.
  struct Checkpoint: Sendable {
    /// The frame applied last.
    var frame: Int
    /// The screen after it.
    var screen: CellBuffer
  }

  /// The screen at frame `index` (kept within the frames; blank when there are none), worked
  /// out from the last checkpoint at or before it without moving the player.
  package func screen(atFrame index: Int) -> CellBuffer {
    guard !frames.isEmpty else { return CellBuffer(width: 0, height: 0) }
    let index = min(max(index, 0), frames.count - 1)
    let checkpoint = lastCheckpoint(atOrBefore: index)
    var screen = checkpoint?.screen ?? CellBuffer(size: frames[0].size)
    // Half-open: empty when the checkpoint is frame `index` itself.
    for frame in frames[((checkpoint?.frame ?? -1) + 1)..<(index + 1)] {
      Self.apply(frame, to: &screen)
    }
    return screen
  }

  /// The screen at `time`: the last frame at or before it (blank before the first frame).
  package func screen(at time: Duration) -> CellBuffer {
    guard let index = frameIndex(at: time) else {
      return CellBuffer(size: frames.first?.size ?? TerminalSize(columns: 0, rows: 0))
    }
    return screen(atFrame: index)
  }

  /// How many checkpoints the player keeps.
  package var checkpointCount: Int { checkpoints.count }

  /// The last checkpoint at or before frame `index`, if any.
  func lastCheckpoint(atOrBefore index: Int) -> Checkpoint? {
    var (low, high) = (0, checkpoints.count)
    while low < high {
      let middle = (low + high) / 2
      if checkpoints[middle].frame <= index { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : checkpoints[low - 1]
  }

  /// Applies `update` to `screen`: a repaint or a new size starts from a blank screen.
  static func apply(_ update: FrameUpdate, to screen: inout CellBuffer) {
    if update.repaint || screen.size != update.size { screen.reset(to: update.size) }
    screen.apply(update.changes)
  }

  /// Plays `frames` once, keeping the screen whenever about `cells` changed cells (a frame
  /// counts one more, so that empty frames count too) were applied since the last checkpoint.
  static func checkpoints(of frames: [FrameUpdate], every cells: Int) -> [Checkpoint] {
    guard cells < Int.max else { return [] }
    var checkpoints: [Checkpoint] = []
    var screen = CellBuffer(size: frames.first?.size ?? TerminalSize(columns: 0, rows: 0))
    var cost = 0
    for (index, frame) in frames.enumerated() {
      apply(frame, to: &screen)
      cost += frame.changes.count + 1
      if cost >= cells {
        checkpoints.append(Checkpoint(frame: index, screen: screen))
        cost = 0
      }
    }
    return checkpoints
  }
}
