import Synchronization

/// Whether an observation is still running. Shared by its handle and its pipeline without either
/// owning the other, so the pipeline can report the end of its source (the observed object was
/// deallocated) without a reference cycle through the handle.
final class ObservationLifetime: Sendable {
  private let active = Atomic<Bool>(true)

  var isActive: Bool { active.load(ordering: .acquiring) }

  func end() { active.store(false, ordering: .releasing) }
}
