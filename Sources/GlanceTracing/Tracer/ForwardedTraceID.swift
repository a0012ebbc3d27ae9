import Tracing

/// A trace's id as the tracer a ``BoardTracer`` forwards to knows it: the id a collector
/// receives, in lowercase hexadecimal. It is read through swift-distributed-tracing's
/// propagation alone, so that the board needs no particular tracer: the downstream tracer
/// injects the context of the trace's root span into a header carrier, and the id is taken
/// from the W3C `traceparent` header (swift-otel's default propagator) or from a B3
/// propagator's `b3` or `X-B3-TraceId` header. Read when a frame shows the trace, never on a
/// span's path.
struct ForwardedTraceID: Sendable, Equatable {
  /// The id, lowercase hexadecimal (32 digits for W3C, 16 or 32 for B3).
  let hex: String

  /// How many leading digits the board shows where it lists the id, as trace viewers such as
  /// Jaeger's shorten it.
  static let shortLength = 7

  /// The id's first ``shortLength`` digits.
  var short: String { String(hex.prefix(Self.shortLength)) }

  /// The id `tracer` injects for `context`, if it injects a header this reads.
  init?(of context: ServiceContext, in tracer: any Tracer) {
    var headers: [String: String] = [:]
    tracer.inject(context, into: &headers, using: HeaderInjector())
    self.init(headers: headers)
  }

  /// The id named by `headers` (names in lowercase): a W3C `traceparent`
  /// (`version-traceid-spanid-flags`), else a B3 `b3` (`traceid-spanid…`) or `x-b3-traceid`.
  /// An id that is not hexadecimal of the right length, or is all zeros, names no trace.
  init?(headers: [String: String]) {
    let candidates: [(String, Set<Int>)] = [
      (headers["traceparent"].flatMap { Self.field(1, of: $0, count: 4) } ?? "", [32]),
      (headers["b3"].flatMap { Self.field(0, of: $0, count: nil) } ?? "", [16, 32]),
      (headers["x-b3-traceid"] ?? "", [16, 32]),
    ]
    guard
      let (id, _) = candidates.first(where: { id, lengths in
        lengths.contains(id.utf8.count) && Self.isNonZeroHex(id)
      })
    else { return nil }
    hex = id.lowercased()
  }

  /// Field `index` of a dash-separated header value, when it has `count` fields (any if nil).
  private static func field(_ index: Int, of value: String, count: Int?) -> String? {
    let fields = value.trimmingWhitespace.split(separator: "-", omittingEmptySubsequences: false)
    guard count.map({ fields.count == $0 }) ?? true, fields.indices.contains(index) else {
      return nil
    }
    return String(fields[index])
  }

  /// Whether `text` is hexadecimal digits, not all of them zeros.
  private static func isNonZeroHex(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { $0.isHexDigit } && text.utf8.contains { $0 != 0x30 }
  }
}

/// Writes injected headers into a dictionary, names in lowercase (HTTP header names are case
/// insensitive).
private struct HeaderInjector: Injector {
  func inject(_ value: String, forKey key: String, into carrier: inout [String: String]) {
    carrier[key.lowercased()] = value
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII hexadecimal digit.
  fileprivate var isHexDigit: Bool {
    (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  fileprivate var trimmingWhitespace: Substring {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isBlank($0) }),
      let last = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return self[first...last]
  }
}
