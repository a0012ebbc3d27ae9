/// Keeps one key-path observation, ``ObservationBridge`` pipeline or `observeTask` loop alive.
///
/// Copies share one observation. It stops when ``cancel()`` is called on any copy, when the last
/// copy is released, or when the observed object is deallocated. A handle never keeps the observed
/// object alive. Handles are `Hashable` by identity, so storing the same handle twice in a
/// `Set<ObservationHandle>` keeps one entry; cancelling does not remove it from the set.
public struct ObservationHandle: Hashable, Sendable {
  private let token: ObservationToken

  init(ended: OnceFlag, cancel: @escaping @Sendable () -> Void) {
    token = ObservationToken(ended: ended, cancel: cancel)
  }

  /// Stops the observation. Pending rate-limited values are dropped; an `observeTask` body that
  /// is already running finishes undisturbed. Calling it again does nothing.
  public func cancel() {
    token.cancel()
  }

  /// Whether the observation still delivers: false after ``cancel()`` or once the observed
  /// object has been deallocated.
  public var isActive: Bool { !token.ended.isSet }

  /// Inserts this handle into `set`, which then keeps the observation alive.
  public func store(in set: inout Set<ObservationHandle>) {
    set.insert(self)
  }

  /// Whether two handles refer to the same observation.
  public static func == (lhs: ObservationHandle, rhs: ObservationHandle) -> Bool {
    lhs.token === rhs.token
  }

  /// Hashes the identity of the observation.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(token))
  }
}

/// The shared reference behind every copy of an ``ObservationHandle``: its deinit is the
/// "last copy released" moment.
private final class ObservationToken: Sendable {
  let ended: OnceFlag
  /// In an array rather than as the lock's state itself: a lock whose state is a function type
  /// wraps it in two thunks on each `inout` access (`.ci/checks/code` says why).
  private let cancelAction: Lock<[@Sendable () -> Void]>

  init(ended: OnceFlag, cancel: @escaping @Sendable () -> Void) {
    self.ended = ended
    cancelAction = Lock([cancel])
  }

  func cancel() {
    ended.set()
    // Taken out under the lock, run outside it: the action reaches into other locks.
    let actions = cancelAction.withLock { actions in
      defer { actions = [] }
      return actions
    }
    for action in actions { action() }
  }

  deinit {
    cancel()
  }
}
