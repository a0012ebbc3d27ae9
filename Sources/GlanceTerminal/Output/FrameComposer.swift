import GlanceCore

/// Turns a state value into a whole screen of cells, on the thread that shows frames. The
/// runtime's compositor is one; the backend only knows that it composes.
///
/// A composer may keep what it drew last time and redraw only what changed, so it is a value
/// owned by one ``FramePipeline`` and used from one thread at a time.
public protocol FrameComposer: SendableMetatype {
  /// What a frame is composed from: an immutable snapshot handed over from the main loop.
  associatedtype State: Sendable
  /// What the composer has drawn so far, reported with every frame (for statistics).
  associatedtype Counts: Sendable

  /// The glyphs and colours the composer draws with.
  var context: RenderContext { get }

  /// What has been drawn since the composer was made.
  var counts: Counts { get }

  /// The screen for `state`. The result may share storage with the composer until the next call.
  mutating func compose(_ state: State) -> CellBuffer
}
