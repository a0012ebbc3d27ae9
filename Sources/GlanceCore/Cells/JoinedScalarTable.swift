import Synchronization

/// The combinations of two or three zero-width scalars that cells join to a base (a letter with
/// two accents, a flag's tag sequence), each kept once, so that a cell refers to its
/// combination by a number and stays one word: text costs memory only where such combinations
/// appear. A cell with one joined scalar (the common é, or an emoji's variation selector)
/// holds it inline and never reaches this table.
///
/// The table keeps at most ``capacity`` combinations for the life of the process; past that, a
/// new combination keeps only its first scalar (the layout is the same: joined scalars take no
/// column).
enum JoinedScalarTable {
  /// The most combinations kept.
  static let capacity = 1 << 16

  /// The combinations by number, and the number of each.
  private struct Entries: Sendable {
    var packed: [UInt64] = []
    var numbers: [UInt64: Int] = [:]
  }

  /// The table: a mutex paired with an acquire/release atomic that ThreadSanitizer sees (it
  /// cannot see the futex's own hand-off on Linux).
  private final class Storage: Sendable {
    let entries = Mutex(Entries())
    let handoff = Atomic<Int>(0)

    func withEntries<Result>(_ body: (inout Entries) -> Result) -> Result {
      entries.withLock { entries in
        _ = handoff.load(ordering: .acquiring)
        defer { handoff.store(0, ordering: .releasing) }
        return body(&entries)
      }
    }
  }

  private static let storage = Storage()

  /// The number of the combination `packed` (slots of ``JoinedScalars``), added on first use;
  /// `nil` when the table is full and does not hold it.
  static func number(of packed: UInt64) -> Int? {
    storage.withEntries { entries in
      if let number = entries.numbers[packed] { return number }
      guard entries.packed.count < capacity else { return nil }
      entries.packed.append(packed)
      entries.numbers[packed] = entries.packed.count - 1
      return entries.packed.count - 1
    }
  }

  /// The combination numbered `number`, as ``number(of:)`` gave it.
  static func packed(_ number: Int) -> UInt64 {
    storage.withEntries { entries in
      number < entries.packed.count ? entries.packed[number] : 0
    }
  }
}
