@testable import GlanceCore

/// A dashboard-like frame built only from render widgets, with fixed data, so golden files
/// exercise panels, focus, footer, overlay and the too-small screen together at any size.
package enum SampleScreen {
  /// The smallest size the sample lays out; below it the too-small screen is shown.
  package static let minimumSize = TerminalSize(columns: 40, rows: 12)

  static let keyHints = [
    KeyHint("q", "quit"), KeyHint("?", "help"), KeyHint("Space", "pause"), KeyHint("1-9", "add"),
    KeyHint("Tab", "focus"),
  ]

  static let bindings = [
    KeyHint("q, Ctrl-C", "quit"), KeyHint("?, h, F1", "toggle this help"),
    KeyHint("Space", "pause or resume the numbers"), KeyHint("+ / -", "change the interval"),
    KeyHint("n", "generate a number now"), KeyHint("1-9", "add that product"),
    KeyHint("d", "remove the last item"), KeyHint("c", "clear the cart"),
    KeyHint("Tab", "move focus"), KeyHint("Ctrl-L", "redraw"),
  ]

  static let samples: [Double] = [
    12, 40, 33, 70, 91, 55, 23, 8, 64, 77, 81, 42, 37, 15, 99, 60, 48, 52, 30, 66, 71, 5, 18, 44,
    88, 93, 61, 27, 35, 50, 74, 69, 11, 3, 57, 62, 80, 95, 47, 58,
  ]

  /// Renders the sample at `size`, optionally with the help overlay on top.
  package static func render(size: TerminalSize, context: RenderContext, help: Bool = false)
    -> CellBuffer
  {
    var buffer = CellBuffer(size: size)
    guard size.fits(minimumSize) else {
      TooSmallWidget(current: size, needed: minimumSize)
        .render(into: &buffer, area: buffer.bounds, context: context)
      return buffer
    }
    let screen = buffer.bounds.rows([.fill, .fixed(1)])
    let wide = size.columns >= 80
    if wide {
      let halves = screen[0].columns([.fraction(0.5), .fill])
      let left = halves[0].rows([.fill, .fixed(7)])
      let right = halves[1].rows([.fill, .fixed(6)])
      numbers(into: &buffer, area: left[0], context: context)
      lifecycle(into: &buffer, area: left[1], context: context)
      cart(into: &buffer, area: right[0], context: context)
      handOff(into: &buffer, area: right[1], context: context)
    } else {
      let stacked = screen[0].rows([.ratio(1, 2), .fill])
      numbers(into: &buffer, area: stacked[0], context: context)
      cart(into: &buffer, area: stacked[1], context: context)
    }
    KeyHintFooterWidget(hints: keyHints, message: help ? nil : "unbound key: x")
      .render(into: &buffer, area: screen[1], context: context)
    if help {
      HelpOverlayWidget(title: "Keys", bindings: bindings)
        .render(into: &buffer, area: screen[0], context: context)
    }
    return buffer
  }

  static func numbers(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let panel = PanelWidget(title: "Random numbers", trailingTitle: "running", isFocused: true)
    panel.render(into: &buffer, area: area, context: context)
    let inner = panel.contentArea(for: area).inset(dx: 1, dy: 0)
    let parts = inner.rows([.fixed(3), .fill, .fixed(2)])
    BigNumberWidget("58").render(into: &buffer, area: parts[0], context: context)
    SparklineWidget(samples).render(into: &buffer, area: parts[1], context: context)
    let muted = Style(.muted)
    TextWidget([
      TextLine([
        TextSpan("min ", style: muted), TextSpan("3"), TextSpan("  max ", style: muted),
        TextSpan("99"), TextSpan("  mean ", style: muted), TextSpan("52.3"),
      ]),
      TextLine([
        TextSpan("every ", style: muted), TextSpan("250 ms"), TextSpan("  count ", style: muted),
        TextSpan("1204"),
      ]),
    ]).render(into: &buffer, area: parts[2], context: context)
  }

  static func cart(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let panel = PanelWidget(title: "Cart", trailingTitle: "4 items")
    panel.render(into: &buffer, area: area, context: context)
    let inner = panel.contentArea(for: area).inset(dx: 1, dy: 0)
    let parts = inner.rows([.fill, .fixed(1)])
    TableWidget(
      columns: [
        TableColumn("Product"), TableColumn("Qty", width: .fixed(3), alignment: .right),
        TableColumn("Total", width: .fixed(8), alignment: .right),
      ],
      rows: [
        ["Espresso beans 1 kg", "2", "35.80"], ["Oat milk", "1", "2.49"],
        ["Ceramic pour-over dripper", "1", "24.00"],
      ],
      selectedRow: 2
    ).render(into: &buffer, area: parts[0], context: context)
    TextWidget(
      [TextLine([TextSpan("Total "), TextSpan("62.29", style: Style(.accent).bold)])],
      alignment: .right
    ).render(into: &buffer, area: parts[1], context: context)
  }

  static func lifecycle(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let panel = PanelWidget(title: "Lifecycle", trailingTitle: "active")
    panel.render(into: &buffer, area: area, context: context)
    TextWidget([
      "launch -> active -> focus lost -> focus regained -> resize",
      TextLine([TextSpan("last 5: ", style: Style(.muted)), "active, focus lost, resize"]),
      TextLine([
        TextSpan("now: ", style: Style(.muted)), TextSpan("active", style: Style(.positive)),
      ]),
    ]).render(
      into: &buffer, area: panel.contentArea(for: area).inset(dx: 1, dy: 0), context: context)
  }

  static func handOff(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let panel = PanelWidget(title: "Hand-off")
    panel.render(into: &buffer, area: area, context: context)
    let rows = panel.contentArea(for: area).inset(dx: 1, dy: 0).rows([.fixed(1), .fixed(1), .fill])
    TextWidget(["frames  24/30"]).render(into: &buffer, area: rows[0], context: context)
    TextWidget(["backlog 35%"]).render(into: &buffer, area: rows[1], context: context)
    TextWidget(["p50 2 us  p99 3 us  coalesced 417"], style: Style(.muted))
      .render(into: &buffer, area: rows[2], context: context)
  }
}
