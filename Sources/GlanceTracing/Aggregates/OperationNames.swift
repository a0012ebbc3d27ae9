import ObserverModel

/// The tracer's operation names in order of first use, each with its row's index: shared by
/// the stripes of a ``TracingStore`` (which cache the names they met) and read by the panels.
/// Past the limit, further names share the overflow row's index.
final class OperationNames: Sendable {
  private struct Names: Sendable {
    var indices: [String: Int] = [:]
    var names: [String] = []
  }

  private let limit: Int
  private let names = Lock(Names())

  /// A registry giving at most `limit` names a row of their own.
  init(limit: Int) {
    self.limit = limit
  }

  /// The index of `name`'s row, made on first use, and whether the row is its own (`false`:
  /// the overflow row's, which must not be remembered under `name`).
  func index(of name: String) -> (index: Int, own: Bool) {
    let limit = limit
    return names.withLock { names in
      if let index = names.indices[name] { return (index, true) }
      let key = names.names.count < limit ? name : TracingLimits.overflowName
      if let index = names.indices[key] { return (index, key == name) }
      names.indices[key] = names.names.count
      names.names.append(key)
      return (names.names.count - 1, key == name)
    }
  }

  /// Every row's name, by index.
  var all: [String] { names.withLock { $0.names } }
}
