import ObserverModel

/// The hand-off made visible. It watches ``HandoffMonitor/snapshot`` by key path, throttled so
/// the panel changes at most four times a second however busy the producer is.
@MainActor
final class HandoffPanel: Panel {
  let id = PanelID.handoff
  let title = "Hand-off"
  private(set) var shown = HandoffSnapshot()
  private var handle: ObservationHandle?
  /// The throttle applied to the monitor's snapshot.
  static let throttle = ObservationThrottle(interval: .milliseconds(250), mode: .latest)

  init(monitor: HandoffMonitor, onChange: @escaping @MainActor () -> Void) {
    handle = monitor.observe(\.snapshot, options: [.rateLimit(.throttle(Self.throttle))]) {
      [weak self] snapshot in
      self?.shown = snapshot
      onChange()
    }
  }

  var status: String? { "throttled 250ms" }

  func renderContent(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    guard !area.isEmpty else { return }
    let figures = shown
    func latency(_ value: Duration?) -> String {
      guard let value else { return "–" }
      let (seconds, attoseconds) = value.components
      let microseconds = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
      return microseconds < 1000
        ? String(format: "%.1fµs", microseconds) : String(format: "%.2fms", microseconds / 1000)
    }
    // Every observer count must show; on a short panel the two coalescing rows share one.
    let fullHeight = 7 + figures.observerCounts.count
    let coalesced =
      area.height >= fullHeight
      ? [
        row("coalesced changes", "\(figures.coalescedTotal)"),
        row("coalesced redraws", "\(figures.coalescedRedraws)"),
      ]
      : [row("coalesced chg/draw", "\(figures.coalescedTotal) / \(figures.coalescedRedraws)")]
    var lines: [TextLine] =
      [
        row("events/s off main", "\(figures.eventsPerSecond)"),
        row("hops/s to main", "\(figures.hopsPerSecond)"),
        row("frames/s", "\(figures.framesPerSecond)"),
      ] + coalesced + [
        row(
          "latency p50 / p99", "\(latency(figures.latencyP50)) / \(latency(figures.latencyP99))")
      ]
    if !figures.observerCounts.isEmpty {
      lines.append(TextLine("observers", style: Style(.title).bold))
      for entry in figures.observerCounts { lines.append(row("  \(entry.name)", "\(entry.count)")) }
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
