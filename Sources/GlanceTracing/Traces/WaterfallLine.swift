import Tracing

/// One line of a trace's waterfall: a span on the time axis, or one of the details under it
/// (an attribute, an event, an error).
enum WaterfallLine: Sendable {
  /// A span: its depth in the tree, name, offsets from the trace's start (nanoseconds), and
  /// whether it failed.
  case span(depth: Int, name: String, start: UInt64, end: UInt64, isError: Bool)
  /// An attribute of the span above, as `key=value`.
  case attribute(depth: Int, key: String, value: String)
  /// An event of the span above, at an offset from the trace's start.
  case event(depth: Int, name: String, at: UInt64)
  /// An error recorded by the span above, or its error status's message.
  case error(depth: Int, description: String)

  /// The lines of `spans` (one trace's finished spans): the root first, each span followed by
  /// its details and then its children, children in order of start (then of span id). Spans
  /// whose parent is not kept hang under the root. A span's attributes are among its details
  /// only `withAttributes`; its events and errors always are. Text is made here, at frame
  /// time, never on a span's path.
  static func lines(of spans: [FinishedSpan], withAttributes: Bool = true) -> [WaterfallLine] {
    guard let origin = spans.map(\.start).min() else { return [] }
    let kept = Set(spans.map(\.spanID))
    let root = spans.first { $0.parentSpanID == nil }
    var children: [UInt64?: [FinishedSpan]] = [:]
    for span in spans where span.spanID != root?.spanID {
      let parent = span.parentSpanID.flatMap { kept.contains($0) ? $0 : nil } ?? root?.spanID
      children[parent, default: []].append(span)
    }
    for key in children.keys {
      children[key]?.sort { ($0.start, $0.spanID) < ($1.start, $1.spanID) }
    }
    var lines: [WaterfallLine] = []
    func add(_ span: FinishedSpan, depth: Int) {
      lines.append(
        .span(
          depth: depth, name: span.operationName, start: span.start - origin,
          end: max(span.start, span.end) - origin, isError: span.isError))
      let attributes = withAttributes ? Self.attributes(of: span) : []
      lines += attributes.map { .attribute(depth: depth + 1, key: $0.key, value: $0.value) }
      lines += span.events.map { event in
        .event(
          depth: depth + 1, name: event.name,
          at: event.nanosecondsSinceEpoch > origin ? event.nanosecondsSinceEpoch - origin : 0)
      }
      lines += span.errors.map { .error(depth: depth + 1, description: String(describing: $0)) }
      if span.errors.isEmpty, let status = span.status, status.code == .error {
        lines.append(.error(depth: depth + 1, description: status.message ?? "error status"))
      }
      for child in children[span.spanID] ?? [] { add(child, depth: depth + 1) }
    }
    if let root { add(root, depth: 0) }
    for orphan in children[nil] ?? [] { add(orphan, depth: 0) }
    return lines
  }

  /// The span's attributes as text, sorted by key.
  private static func attributes(of span: FinishedSpan) -> [(key: String, value: String)] {
    var pairs: [(key: String, value: String)] = []
    span.attributes.forEach { key, value in pairs.append((key, text(of: value))) }
    return pairs.sorted { $0.key < $1.key }
  }

  /// An attribute's value as the waterfall shows it.
  private static func text(of attribute: SpanAttribute) -> String {
    switch attribute {
    case .int32(let value): "\(value)"
    case .int64(let value): "\(value)"
    case .double(let value): "\(value)"
    case .bool(let value): "\(value)"
    case .string(let value): value
    case .int32Array(let values): "\(values)"
    case .int64Array(let values): "\(values)"
    case .doubleArray(let values): "\(values)"
    case .boolArray(let values): "\(values)"
    case .stringArray(let values): "\(values)"
    case .stringConvertible(let value): value.description
    case .stringConvertibleArray(let values): "\(values.map(\.description))"
    default: "\(attribute)"
    }
  }
}
