import GlanceCore

/// Plays a ``Recording`` back: the screen at any frame or time, one frame forward or back, and
/// the keys pressed. Pure and deterministic: the same recording gives the same screens, byte for
/// byte, whatever the order in which they are asked for.
///
/// Each frame is applied in order to a screen of its size (a repaint or a new size starts from a
/// blank one). The player keeps a copy of the whole screen every so often (a checkpoint, after
/// about ``checkpointCells`` changed cells), so that stepping back or seeking anywhere in a long
/// recording applies at most that many cells rather than every frame since the start.
///
/// ```swift
/// var player = RecordingPlayer(try Recording(contentsOfFile: path))
/// player.seek(to: .seconds(12))
/// player.stepBack()
/// print(player.screen.text)
/// ```
package struct RecordingPlayer: Sendable {
  /// The recorded program's name.
  package let program: String
  /// The board's title when the recording started.
  package let title: String
  /// Whether the file ended inside a record: it plays up to its last whole frame.
  package let isCutShort: Bool
  /// Why the session ended, if the recording says.
  package let endReason: EndReason?
  /// Each frame's time from the start of the recording, in order.
  package let frameTimes: [Duration]
  /// The recording's length: the time of its last entry (a frame, keys or the end).
  package let duration: Duration
  /// The keys pressed, in order.
  package let keyPresses: [KeyPress]
  /// About how many changed cells are applied between two checkpoints.
  package let checkpointCells: Int

  let frames: [FrameUpdate]
  let checkpoints: [Checkpoint]

  /// The frame on screen, or `nil` before the first one.
  package private(set) var frameIndex: Int?
  /// The playing position, from the start of the recording (at or after the frame's time).
  package private(set) var time: Duration = .zero
  /// The screen as the frame at ``frameIndex`` left it (blank before the first frame).
  package private(set) var screen: CellBuffer
  /// How many frames were applied to ``screen`` so far: what stepping and seeking cost.
  package private(set) var framesApplied = 0

  /// Keys typed at one time.
  package struct KeyPress: Equatable, Sendable {
    /// When, from the start of the recording.
    package var time: Duration
    /// The keys, in order.
    package var keys: [Key]
  }

  /// A player of `recording`, at its start, keeping a checkpoint after about `checkpointCells`
  /// changed cells (by default 16 screens' worth of the recording's first frame, at least 4,096;
  /// `Int.max` keeps none).
  package init(_ recording: Recording, checkpointCells: Int? = nil) {
    var frames: [FrameUpdate] = []
    var times: [Duration] = []
    var keyPresses: [KeyPress] = []
    var endReason: EndReason?
    for entry in recording.entries {
      switch entry {
      case .frame(let time, let update):
        frames.append(update)
        times.append(time)
      case .keys(let time, let keys): keyPresses.append(KeyPress(time: time, keys: keys))
      case .ended(_, let reason): endReason = reason
      }
    }
    let firstSize = frames.first?.size ?? TerminalSize(columns: 0, rows: 0)
    let cells = checkpointCells ?? max(4_096, 16 * firstSize.columns * firstSize.rows)
    program = recording.program
    title = recording.title
    isCutShort = recording.isCutShort
    self.endReason = endReason
    self.frames = frames
    frameTimes = times
    duration = recording.entries.last?.time ?? .zero
    self.keyPresses = keyPresses
    self.checkpointCells = cells
    checkpoints = Self.checkpoints(of: frames, every: cells)
    screen = CellBuffer(size: firstSize)
  }

  /// The number of frames.
  package var frameCount: Int { frames.count }

  /// The last frame at or before `time`, or `nil` when `time` is before the first frame.
  package func frameIndex(at time: Duration) -> Int? {
    var (low, high) = (0, frameTimes.count)  // the first frame after `time` is in low...high
    while low < high {
      let middle = (low + high) / 2
      if frameTimes[middle] <= time { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
  }

  /// Moves to `time` (kept within the recording), showing the last frame at or before it.
  package mutating func seek(to time: Duration) {
    self.time = min(max(time, .zero), duration)
    show(frame: frameIndex(at: self.time))
  }

  /// Moves to frame `index` (kept within the frames), at that frame's time.
  package mutating func seek(toFrame index: Int) {
    guard !frames.isEmpty else { return }
    let index = min(max(index, 0), frames.count - 1)
    time = frameTimes[index]
    show(frame: index)
  }

  /// Moves to the next frame, if there is one.
  package mutating func stepForward() {
    let next = frameIndex.map { $0 + 1 } ?? 0
    if next < frames.count { seek(toFrame: next) }
  }

  /// Moves to the frame before the one on screen (the first frame stays, at its own time).
  package mutating func stepBack() {
    guard let index = frameIndex else { return }
    seek(toFrame: index - 1)
  }

  /// The keys pressed after `time - window` and at or before `time`, the last `limit` of them.
  package func recentKeys(at time: Duration, within window: Duration, limit: Int) -> [Key] {
    var keys: [Key] = []
    for press in keyPresses.reversed() where press.time <= time {
      guard press.time > time - window, keys.count < limit else { break }
      keys.insert(contentsOf: press.keys.suffix(limit - keys.count), at: 0)
    }
    return keys
  }

  /// Shows frame `index` (blank before the first): from the screen on show when it is on the
  /// way, else from the last checkpoint at or before the frame.
  private mutating func show(frame index: Int?) {
    guard index != frameIndex else { return }
    guard let index else {
      screen.reset(to: frames.first?.size ?? screen.size)
      frameIndex = nil
      return
    }
    let checkpoint = lastCheckpoint(atOrBefore: index)
    var start: Int
    if let current = frameIndex, current < index, current >= (checkpoint?.frame ?? -1) {
      start = current + 1
    } else if let checkpoint {
      screen.copy(checkpoint.screen)
      start = checkpoint.frame + 1
    } else {
      screen.reset(to: frames[0].size)
      start = 0
    }
    while start <= index {
      Self.apply(frames[start], to: &screen)
      start += 1
      framesApplied += 1
    }
    frameIndex = index
  }
}
