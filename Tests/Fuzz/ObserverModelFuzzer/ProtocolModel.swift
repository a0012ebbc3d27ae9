/// The reference for protocol-typed observers (``ObservableClass`` and its kin, plain and
/// keyed): registrations in order per table (the plain one, and one per key), held weakly.
///
/// A round snapshots, at its start, the table's registrations that are active, alive and
/// conform to the round's protocol; it then calls each of them that is still active and alive
/// when its turn comes. So one removed during a round is skipped, one added during a round
/// waits for the next, and a nested round (a stack of them) runs inline. An observer is alive
/// while the scenario holds it, or while one of its own callbacks runs.
struct ProtocolModel {
  /// One table's registrations; `nil` is the plain table.
  typealias Table = Int?

  private struct Registration {
    let observer: Int
    var active = true
  }

  private struct Round {
    let table: Table
    let due: [Int]  // registration indices in `table`
    var position = 0
  }

  private var tables: [Table: [Registration]] = [:]
  private var rounds: [Round] = []
  private(set) var held: Set<Int> = []
  private var calling: [Int: Int] = [:]
  /// Which observers conform to each protocol (by the protocol's number).
  var conforms: [Int: Set<Int>] = [:]

  private func isAlive(_ observer: Int) -> Bool {
    held.contains(observer) || calling[observer, default: 0] > 0
  }

  mutating func create(_ observer: Int) { held.insert(observer) }
  mutating func release(_ observer: Int) { held.remove(observer) }

  mutating func add(_ observer: Int, to table: Table) {
    let registrations = tables[table, default: []]
    if registrations.contains(where: { $0.active && $0.observer == observer }) { return }
    tables[table, default: []].append(Registration(observer: observer))
  }

  mutating func remove(_ observer: Int, from table: Table) {
    guard let index = tables[table]?.firstIndex(where: { $0.active && $0.observer == observer })
    else { return }
    tables[table]![index].active = false
  }

  /// Deactivates every registration of the plain table, or of every keyed one.
  mutating func removeAll(keyed: Bool) {
    for table in tables.keys where (table != nil) == keyed {
      for index in tables[table]!.indices { tables[table]![index].active = false }
    }
  }

  /// Whether `observer` is registered in `table` and alive.
  func contains(_ observer: Int, in table: Table) -> Bool {
    isAlive(observer)
      && tables[table, default: []].contains { $0.active && $0.observer == observer }
  }

  /// Registered and alive observers in `table`.
  func count(_ table: Table) -> Int {
    tables[table, default: []].count { $0.active && isAlive($0.observer) }
  }

  /// Starts a round of `table` for observers of protocol `kind`.
  mutating func beginRound(_ table: Table, protocol kind: Int) {
    let registrations = tables[table, default: []]
    let due = registrations.indices.filter { index in
      registrations[index].active && isAlive(registrations[index].observer)
        && conforms[kind, default: []].contains(registrations[index].observer)
    }
    rounds.append(Round(table: table, due: due))
  }

  /// The observer whose call is due in the innermost round, marking it as being called.
  mutating func nextCall() -> Int? {
    guard var round = rounds.popLast() else { return nil }
    defer { rounds.append(round) }
    while round.position < round.due.count {
      let registration = tables[round.table]![round.due[round.position]]
      round.position += 1
      if registration.active, isAlive(registration.observer) {
        calling[registration.observer, default: 0] += 1
        return registration.observer
      }
    }
    return nil
  }

  mutating func endCall(_ observer: Int) { calling[observer]! -= 1 }

  /// Ends the innermost round; returns a call that was due but never made, if any.
  mutating func endRound() -> Int? {
    let missing = nextCall()
    if let missing { endCall(missing) }
    rounds.removeLast()
    return missing
  }
}
