import GlanceCore

/// The hand-off made visible: events off the main loop, the main actor's wakes, frames,
/// coalescing, how long a write waits for the frame that takes it, and observer counts, from
/// the once-a-second samples in the state. Drawn row by row with a
/// `RowWriter`: it is redrawn every second, beside the numbers, and building its lines as
/// formatted strings made those frames the slowest.
struct HandoffPanel: Widget {
  /// The panel's title.
  static let title = "Hand-off"
  /// What the panel shows.
  let model: HandoffState

  /// A panel showing `model`.
  init(model: HandoffState) {
    self.model = model
  }

  /// The status in the panel's border.
  var status: String? { "every 1s" }

  /// Draws the rates, coalescing, latencies and observer counts, as many rows as fit.
  func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    var rows = Rows(area: area, ellipsis: context.glyphs.ellipsis)
    rows.figure("events/s off main", into: &buffer) {
      $0.integer(model.eventsPerSecond, $1, into: &$2)
    }
    rows.figure("wakes/s to main", into: &buffer) { $0.integer(model.hopsPerSecond, $1, into: &$2) }
    rows.figure("frames/s", into: &buffer) { $0.integer(model.framesPerSecond, $1, into: &$2) }
    // Every observer count must show; on a short panel the two coalescing rows share one.
    if area.height >= 7 + model.observerCounts.count {
      rows.figure("coalesced changes", into: &buffer) { $0.integer(model.coalesced, $1, into: &$2) }
      rows.figure("coalesced redraws", into: &buffer) {
        $0.integer(model.coalescedRedraws, $1, into: &$2)
      }
    } else {
      rows.figure("coalesced chg/draw", into: &buffer) { row, style, buffer in
        row.integer(model.coalesced, style, into: &buffer)
        row.text(" / ", style, into: &buffer)
        row.integer(model.coalescedRedraws, style, into: &buffer)
      }
    }
    rows.figure("to frame p50 / p99", into: &buffer) { row, style, buffer in
      Self.latency(model.latencyP50, style, into: &row, &buffer)
      row.text(" / ", style, into: &buffer)
      Self.latency(model.latencyP99, style, into: &row, &buffer)
    }
    guard !model.observerCounts.isEmpty else { return }
    rows.title("observers", into: &buffer)
    for entry in model.observerCounts {
      rows.figure(entry.name, indent: 2, into: &buffer) { $0.integer(entry.count, $1, into: &$2) }
    }
  }

  /// A latency as `12.3µs` below a millisecond, `1.23ms` from there on, `–` when unknown.
  private static func latency(
    _ value: Duration?, _ style: Style, into row: inout RowWriter, _ buffer: inout ClippedBuffer
  ) {
    guard let value else { return row.put("–", style, into: &buffer) }
    let (seconds, attoseconds) = value.components
    let nanoseconds = max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    let (scaled, unit) =
      nanoseconds < 1_000_000
      ? ((nanoseconds + 50) / 100, "µs") : ((nanoseconds + 5_000) / 10_000, "ms")
    let fraction = unit == "µs" ? 10 : 100
    row.integer(Int(scaled) / fraction, style, into: &buffer)
    row.put(".", style, into: &buffer)
    let rest = Int(scaled) % fraction
    if fraction == 100 && rest < 10 { row.put("0", style, into: &buffer) }
    row.integer(rest, style, into: &buffer)
    row.text(unit, style, into: &buffer)
  }

  /// The panel's rows, top to bottom, as many as fit.
  private struct Rows {
    let area: Rect
    let ellipsis: Character
    private var next = 0

    init(area: Rect, ellipsis: Character) {
      self.area = area
      self.ellipsis = ellipsis
    }

    /// A label (after `indent` spaces) padded to 20 columns, with at least one space after a
    /// long one, then its value.
    mutating func figure(
      _ label: String, indent: Int = 0, into buffer: inout ClippedBuffer,
      _ value: (inout RowWriter, Style, inout ClippedBuffer) -> Void
    ) {
      var row = RowWriter(row: next, of: area, in: buffer)
      next += 1
      row.spaces(indent, Style(.muted), into: &buffer)
      row.text(label, Style(.muted), into: &buffer)
      row.spaces(max(20, row.columns + 1) - row.columns, Style(.muted), into: &buffer)
      // Plain accent, not bold: these figures change every second, and on a terminal turning
      // bold off costs a full attribute reset plus the colour again.
      value(&row, Style(.accent), &buffer)
      row.finish(into: &buffer, ellipsis: ellipsis)
    }

    /// A heading row.
    mutating func title(_ text: String, into buffer: inout ClippedBuffer) {
      var row = RowWriter(row: next, of: area, in: buffer)
      next += 1
      row.text(text, Style(.title).bold, into: &buffer)
      row.finish(into: &buffer, ellipsis: ellipsis)
    }
  }
}
