import GlanceCore

@testable import GlanceWire

/// A recording built from known screens, for the player's and the replay's goldens: a counter
/// drawn frame by frame (its number, a bar that grows, a wide character and a style that changes
/// with the count), with a resize in the middle and keys pressed along the way.
/// Shared by GlanceWireTests, GlanceCommandTests and the replay's end-to-end test.
package enum CounterRecording {
  /// The screen of frame `index`: 20×4 up to frame `resizedAt`, then 24×5.
  package static func screen(_ index: Int, resizedAt: Int = 6) -> CellBuffer {
    let wide = index >= resizedAt
    var screen = CellBuffer(width: wide ? 24 : 20, height: wide ? 5 : 4)
    screen.write(
      "count \(index)", x: 1, y: 0, style: index % 2 == 0 ? .normal : Style(.accent).bold)
    screen.write(String(repeating: "#", count: index % 15), x: 0, y: 1, style: Style(.positive))
    screen.write("日", x: index % 10, y: 2, style: Style(.warning))
    if wide { screen.write("wider now", x: 2, y: 4, style: Style(.title).underlined) }
    return screen
  }

  /// The screens of frames `0..<count`.
  package static func screens(count: Int, resizedAt: Int = 6) -> [CellBuffer] {
    (0..<count).map { screen($0, resizedAt: resizedAt) }
  }

  /// A recording of `screens`, frame `k` at `start + k × interval`: the first frame and any of
  /// a new size repaint every cell, the others carry the cells that changed. Keys `a` and Tab
  /// are pressed at `keysAt`, and the session ends `tail` after the last frame.
  package static func recording(
    of screens: [CellBuffer], start: Duration = .milliseconds(100),
    interval: Duration = .milliseconds(500), keysAt: Duration = .milliseconds(1_250),
    tail: Duration = .milliseconds(300)
  ) -> Recording {
    var entries: [RecordingEntry] = []
    var previous: CellBuffer?
    for (index, screen) in screens.enumerated() {
      let time = start + interval * index
      if keysAt < time, entries.allSatisfy({ if case .keys = $0 { false } else { true } }) {
        entries.append(.keys(at: keysAt, [.character("a"), .tab]))
      }
      let repaint = previous.map { $0.size != screen.size } ?? true
      let changes = repaint ? screen.allCells() : screen.changes(since: previous!)
      entries.append(
        .frame(at: time, FrameUpdate(size: screen.size, repaint: repaint, changes: changes)))
      previous = screen
    }
    let end = start + interval * max(0, screens.count - 1) + tail
    entries.append(.ended(at: end, reason: .detached))
    return Recording(program: "counter", title: "Counter", startedAt: 1, entries: entries)
  }

  /// A recording file's bytes (what `glance record` writes) of `count` counter screens.
  package static func fileBytes(count: Int) -> [UInt8] {
    recording(of: screens(count: count)).bytes
  }

  /// Every cell's character and style, row by row: a byte-for-byte picture of a screen.
  package static func bytes(of screen: CellBuffer) -> [UInt8] {
    var writer = ByteWriter()
    FrameUpdate(size: screen.size, repaint: true, changes: screen.allCells()).write(to: &writer)
    return writer.bytes
  }
}
