/// What a ``Receiver`` keeps for listeners that arrive later.
///
/// Replay is per listener: a new listener gets the kept waves once, oldest first, then live
/// waves; listeners already there never see a replay again.
public enum ReceiverStrategy: Sendable, Hashable {
  /// Keeps nothing: a listener hears only waves broadcast after it started listening.
  case hot
  /// Keeps the last `upTo` waves (none when `upTo` is 0 or less) and replays them to each new
  /// listener.
  case warm(upTo: Int)
  /// Keeps every wave and replays all of them to each new listener.
  case cold

  // Public: a client sizes or checks its replay with it.
  /// How many waves the strategy keeps; `nil` means all of them.
  public var bufferCapacity: Int? {
    switch self {
    case .hot: 0
    case .warm(let count): max(0, count)
    case .cold: nil
    }
  }
}
