import Glance
import ObserverModel
import Synchronization

/// Where a tracer's changes ring: the mailboxes of the panels that show its spans. A change
/// raises a flag and rings only when the flag was down, that is when a frame read the
/// aggregates since the last change, so spans at any rate cost the main actor one read a frame
/// and cost each other one atomic load.
final class TracingBell: Sendable {
  /// The panels' mailboxes.
  private let bell = PanelBell()
  private let changed = Atomic<Bool>(false)

  /// Rings `mailbox` from now on, and once at once, so that its panel reads the aggregates.
  func attach(_ mailbox: FrameMailbox<Int>) { bell.attach(mailbox) }

  /// Notes a change: rings the panels when a frame read since the last change. Sequentially
  /// consistent with ``lower()``: a change that finds the flag up came before the frame lowered
  /// it, so the frame's read sees it; one that finds it down rings for the next frame.
  @inline(__always)
  func noteChange() {
    guard !changed.load(ordering: .sequentiallyConsistent),
      !changed.exchange(true, ordering: .sequentiallyConsistent)
    else { return }
    bell.ring()
  }

  /// Lowers the flag before a frame reads the aggregates, so that the next change rings.
  func lower() {
    changed.store(false, ordering: .sequentiallyConsistent)
  }
}
