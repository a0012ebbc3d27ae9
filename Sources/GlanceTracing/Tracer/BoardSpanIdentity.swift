import Tracing

/// What a ``BoardSpan`` puts in the service context it returns, so that the spans started from
/// that context become its children: the trace and span it belongs to, and the record that
/// keeps the trace's finished spans together. Three words, stored in the context's existential
/// box with no allocation of its own.
struct BoardSpanIdentity: Sendable {
  /// The trace's id: its root span's id.
  let traceID: UInt64
  /// The span's own id.
  let spanID: UInt64
  /// Where the trace's spans go as they end.
  let trace: TraceRecord
}

/// The service-context key under which a board span's identity travels.
enum BoardSpanKey: ServiceContextKey {
  typealias Value = BoardSpanIdentity
  static var nameOverride: String? { "glance-span" }
}

extension ServiceContext {
  /// The identity of the board span this context belongs to, if any.
  var boardSpan: BoardSpanIdentity? {
    get { self[BoardSpanKey.self] }
    set { self[BoardSpanKey.self] = newValue }
  }
}
