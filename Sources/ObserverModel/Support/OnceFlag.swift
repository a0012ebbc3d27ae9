import Synchronization

/// A flag that is set once and read from any thread: a closed hand-off, an ended observation
/// (shared by its handle and its pipeline without either owning the other).
final class OnceFlag: Sendable {
  private let value = Atomic<Bool>(false)

  var isSet: Bool { value.load(ordering: .acquiring) }

  func set() { value.store(true, ordering: .releasing) }
}
