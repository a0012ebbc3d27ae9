/// The hand-off made visible: rates off and onto the main loop, coalescing, hand-off latency
/// and observer counts, from the once-a-second samples in the state.
struct HandoffPanel {
  static let title = "Hand-off"
  let model: HandoffState

  var status: String? { "every 1s" }

  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    guard !area.isEmpty else { return }
    func latency(_ value: Duration?) -> String {
      guard let value else { return "–" }
      let (seconds, attoseconds) = value.components
      let microseconds = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
      return microseconds < 1000
        ? String(format: "%.1fµs", microseconds) : String(format: "%.2fms", microseconds / 1000)
    }
    // Every observer count must show; on a short panel the two coalescing rows share one.
    let fullHeight = 7 + model.observerCounts.count
    let coalesced =
      area.height >= fullHeight
      ? [
        row("coalesced changes", "\(model.coalesced)"),
        row("coalesced redraws", "\(model.coalescedRedraws)"),
      ]
      : [row("coalesced chg/draw", "\(model.coalesced) / \(model.coalescedRedraws)")]
    var lines: [TextLine] =
      [
        row("events/s off main", "\(model.eventsPerSecond)"),
        row("hops/s to main", "\(model.hopsPerSecond)"),
        row("frames/s", "\(model.framesPerSecond)"),
      ] + coalesced + [
        row(
          "latency p50 / p99", "\(latency(model.latencyP50)) / \(latency(model.latencyP99))")
      ]
    if !model.observerCounts.isEmpty {
      lines.append(TextLine("observers", style: Style(.title).bold))
      for entry in model.observerCounts { lines.append(row("  \(entry.name)", "\(entry.count)")) }
    }
    TextWidget(lines).render(into: &buffer, area: area, context: context)
  }

  private func row(_ label: String, _ value: String) -> TextLine {
    TextLine([
      // At least one space after a long label, so its value never runs into it.
      TextSpan(label.padding(toLength: max(20, label.count + 1)), style: Style(.muted)),
      // Plain accent, not bold: these figures change every second, and on a terminal turning
      // bold off costs a full attribute reset plus the colour again.
      TextSpan(value, style: Style(.accent)),
    ])
  }
}

extension String {
  /// The string padded with spaces (or cut) to exactly `length` characters.
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? String(prefix(length)) : self + String(repeating: " ", count: length - count)
  }
}
