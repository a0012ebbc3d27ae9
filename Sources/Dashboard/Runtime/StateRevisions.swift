/// How many times each part of a ``DashboardState`` changed, counted by the state's property
/// observers (a write of an equal value is not a change). The compositor keeps the counts of the last frame rather than a copy of its state:
/// comparing a few integers is all a frame needs to find what to draw, where copying and
/// comparing the parts (their arrays and strings) cost more than drawing the numbers panel when
/// the terminal thread wakes with cold caches.
///
/// Counts are bookkeeping, not content: two states that show the same thing are equal whatever
/// their counts, so ``==`` always holds.
struct StateRevisions: Sendable, Equatable {
  var numbers: UInt64 = 0
  var cart: UInt64 = 0
  var lifecycle: UInt64 = 0
  var extra: UInt64 = 0
  var footer: UInt64 = 0

  /// Always true: see the type's documentation.
  static func == (lhs: StateRevisions, rhs: StateRevisions) -> Bool { true }
}
