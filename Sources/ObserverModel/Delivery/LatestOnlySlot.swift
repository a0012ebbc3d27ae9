/// The latest-only hand-off's protocol, as a value: what ``LatestValueHandoff`` keeps under its
/// lock, and the two steps that change it, one critical section each. The hand-off runs these
/// steps under its lock; the model tests run the same steps in every order two senders and the
/// hop can take, so the protocol's rules live here once:
///
/// - a send stores its value, and only a send that finds no hop pending schedules one;
/// - the hop clears the pending flag and takes the value in the same step, so a send that races
///   it either lands in this hop or finds the flag clear and schedules the next: the last value
///   always arrives, never after a newer one, and one hop at most is pending.
struct LatestOnlySlot<Value> {
  /// What a send did.
  enum SendOutcome: Equatable { case dropped, coalesced, schedulesHop }

  /// The newest value no hop has taken yet.
  private(set) var value: Value?
  /// Whether a hop is scheduled and has not taken the value yet.
  private(set) var pending = false
  /// Whether the hand-off was closed: sends are dropped.
  private(set) var closed = false

  /// A send's step: stores `value` (unless closed); schedules a hop only when none is pending.
  mutating func store(_ value: Value) -> SendOutcome {
    guard !closed else { return .dropped }
    self.value = value
    if pending { return .coalesced }
    pending = true
    return .schedulesHop
  }

  /// The hop's step: clears the pending flag and takes the value, `nil` when closed or taken.
  mutating func take() -> Value? {
    pending = false
    guard !closed, let value else { return nil }
    self.value = nil
    return value
  }

  /// Drops the value and every later send.
  mutating func close() {
    closed = true
    value = nil
  }
}

/// States compared and hashed by the model tests, which visit each state of the protocol once.
extension LatestOnlySlot: Equatable where Value: Equatable {}
extension LatestOnlySlot: Hashable where Value: Hashable {}
