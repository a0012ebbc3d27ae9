import Synchronization

/// What one stripe of a ``TracingStore`` holds: the figures of the spans started in it, per
/// operation row, its open spans and the slowest traces whose roots ended in it, and a block
/// of span ids of its own. A span ends, and is renamed, in the stripe it started in; the
/// panels add the stripes up.
struct TracingStripe: Sendable {
  /// Span ids are handed to the stripes in blocks of this many, so that starting a span
  /// touches no memory another stripe writes.
  static let idBlock: UInt64 = 1024

  /// The rows this stripe met, by name (rows of their own only; see ``OperationNames``).
  private var indices: [String: Int] = [:]
  /// The figures by row index; `nil` for a row no span of this stripe used.
  private(set) var operations: [OperationAggregate?] = []
  var open: OpenSpanTable
  var slowest: SlowestTraces
  private var ids = SpanIDBlock()

  init(open: OpenSpanTable, slowest: SlowestTraces) {
    self.open = open
    self.slowest = slowest
  }

  /// A span id unique within the store: the next of this stripe's block, a new block taken
  /// from `ids` when it is used up.
  mutating func makeID(from ids: borrowing Atomic<UInt64>) -> UInt64 {
    if self.ids.isUsedUp {
      self.ids.refill(from: ids.wrappingAdd(Self.idBlock, ordering: .relaxed).oldValue)
    }
    return self.ids.next()
  }

  /// The index of `name`'s row (the overflow row's past the names' limit), its figures in
  /// this stripe made on first use.
  mutating func operation(named name: String, in names: OperationNames) -> Int {
    if let index = indices[name] { return index }
    let (index, own) = names.index(of: name)
    if own { indices[name] = index }
    if operations.count <= index {
      operations.append(contentsOf: repeatElement(nil, count: index + 1 - operations.count))
    }
    if operations[index] == nil {
      operations[index] = OperationAggregate(name: own ? name : TracingLimits.overflowName)
    }
    return index
  }

  /// Counts span `spanID`'s start as `operation` at `start` (nanoseconds since the epoch), in
  /// flight and offered to the open spans' list.
  mutating func start(operation: Int, traceID: UInt64, spanID: UInt64, start: UInt64) {
    operations[operation]?.open += 1
    open.insert(
      OpenSpanTable.Entry(operation: operation, traceID: traceID, spanID: spanID, start: start))
  }

  /// Moves open span `spanID` from row `from` to row `to` (its code renamed it).
  mutating func move(_ spanID: UInt64, from: Int, to: Int) {
    operations[from]?.open -= 1
    operations[to]?.open += 1
    open.move(spanID, to: to)
  }

  /// Counts `span`'s end: it started as row `started` (its ticket's), and counts under
  /// `operation`, the row of its name now.
  mutating func end(_ span: FinishedSpan, started: Int, operation: Int) {
    operations[started]?.open -= 1
    operations[operation]?.ended += 1
    if span.isError { operations[operation]?.errors += 1 }
    operations[operation]?.durations.add(span.duration)
    open.remove(span.spanID)
  }

  /// Whether row `index` is named `name` here (a rename that raced an end changed the name
  /// after the ticket was moved).
  func operation(_ index: Int, isNamed name: String) -> Bool {
    index < operations.count && operations[index]?.name == name
  }
}
