/// How the board's changes ask for frames: each at once, or, inside ``Board/batch(_:)``, one
/// request at the end of the outermost batch for all it changed.
struct FrameRequests {
  /// How deep the current batches nest.
  private var depth = 0
  /// Whether a change inside the current batch waits for its request.
  private var changedInBatch = false

  /// Records a change; whether it should ask for a frame now (outside any batch).
  mutating func changed() -> Bool {
    guard depth > 0 else { return true }
    changedInBatch = true
    return false
  }

  /// A batch begins.
  mutating func begin() {
    depth += 1
  }

  /// A batch ends; whether a change made inside it should ask for its frame now (the end of
  /// the outermost batch).
  mutating func end() -> Bool {
    depth -= 1
    guard depth == 0, changedInBatch else { return false }
    changedInBatch = false
    return true
  }
}
