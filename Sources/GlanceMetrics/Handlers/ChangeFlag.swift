import Synchronization

extension Atomic where Value == Bool {
  /// Raises a metric's change flag after a write; returns whether this call raised it, that is
  /// whether a frame took the metric since its last write, so that the writer rings the board.
  /// A write that finds the flag up pays one load.
  ///
  /// Sequentially consistent with the frame's ``lower()`` and its reads of the value: a writer
  /// that finds the flag up wrote before the frame lowered it, so the frame's read sees the
  /// write; one that finds it down rings, and the next frame sees it.
  @inline(__always)
  func raise() -> Bool {
    !load(ordering: .sequentiallyConsistent) && !exchange(true, ordering: .sequentiallyConsistent)
  }

  /// Lowers a metric's change flag, before a frame reads the metric: the next write rings.
  @inline(__always)
  func lower() {
    store(false, ordering: .sequentiallyConsistent)
  }
}
