/// The shopping cart: the catalog with the keys that add each product, the lines with
/// quantities and exact line totals, the item count and total. Pure: it draws the cart's last
/// snapshot from the state.
struct CartPanel {
  static let title = "Cart"
  let model: CartPanelState
  private var catalog: Catalog { model.catalog }
  private var state: CartState { model.contents }

  var status: String? { "\(state.itemCount) items · \(state.total)" }

  /// The narrowest the cart's lines may get beside the catalog: a short name, the quantity and
  /// a line total. Narrower, the catalog drops its prices to leave them room.
  static let minimumLinesWidth = 22

  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    guard !area.isEmpty else { return }
    // The catalog shows its prices whenever the lines keep their minimum width beside them.
    let shown = catalog.products.prefix(9)
    let nameWidth = shown.map(\.name.count).max() ?? 0
    let priceWidth = shown.map(\.price.formatted.count).max() ?? 0
    let withPrices = 2 + nameWidth + 1 + priceWidth
    let showsPrices = area.width - withPrices - 1 >= Self.minimumLinesWidth
    let catalogWidth = showsPrices ? withPrices : 2 + nameWidth + 1
    let columns = Layout(.horizontal, [.fixed(catalogWidth), .fill], spacing: 1).split(area)
    renderCatalog(
      into: &buffer, area: columns[0], priceWidth: showsPrices ? priceWidth : nil,
      context: context)
    renderLines(into: &buffer, area: columns[1], context: context)
  }

  private func renderCatalog(
    into buffer: inout CellBuffer, area: Rect, priceWidth: Int?, context: RenderContext
  ) {
    var columns = [TableColumn("#", width: .fixed(1)), TableColumn("Catalog", width: .fill)]
    if let priceWidth {
      columns.append(TableColumn("Price", width: .fixed(priceWidth), alignment: .right))
    }
    let rows = catalog.products.prefix(9).enumerated().map { index, product -> [TextSpan] in
      let row = [
        TextSpan("\(index + 1)", style: Style(.footerKey)),
        TextSpan(product.name, style: state.quantity(of: product) > 0 ? Style(.accent) : .normal),
        TextSpan(product.price.formatted, style: Style(.muted)),
      ]
      return Array(row.prefix(columns.count))
    }
    TableWidget(columns: columns, rows: rows).render(into: &buffer, area: area, context: context)
  }

  private func renderLines(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let totalsHeight = min(2, area.height)
    let tableArea = Rect(
      x: area.x, y: area.y, width: area.width, height: area.height - totalsHeight)
    if state.lines.isEmpty {
      TextWidget(
        [TextLine(""), TextLine("empty: press 1-9, a", style: Style(.muted))],
        alignment: .center
      ).render(into: &buffer, area: tableArea, context: context)
    } else {
      // Line totals are never cut: the column is as wide as the widest.
      let totalWidth = max(5, state.lines.map(\.total.formatted.count).max() ?? 0)
      let rows = state.lines.map { line -> [TextSpan] in
        [
          TextSpan(line.product.name), TextSpan("×\(line.quantity)", style: Style(.accent)),
          TextSpan(line.total.formatted),
        ]
      }
      TableWidget(
        columns: [
          TableColumn("In cart", width: .fill),
          TableColumn("Qty", width: .fixed(3), alignment: .right),
          TableColumn("Total", width: .fixed(totalWidth), alignment: .right),
        ],
        rows: rows,
        selectedRow: rows.count - 1
      ).render(into: &buffer, area: tableArea, context: context)
    }
    let totals = Rect(
      x: area.x, y: area.maxY - totalsHeight, width: area.width, height: totalsHeight)
    TextWidget([
      TextLine(
        String(repeating: context.glyphs.border.horizontal, count: area.width),
        style: Style(.border)),
      totalsLine(width: area.width),
    ]).render(into: &buffer, area: totals, context: context)
  }

  /// The item count and total, in the longest wording that fits `width`: the total itself is
  /// never cut while it fits at all.
  private func totalsLine(width: Int) -> TextLine {
    let count = TextSpan("\(state.itemCount) items", style: Style(.accent).bold)
    let total = TextSpan(state.total.formatted, style: Style(.positive).bold)
    let wordings: [[TextSpan]] = [
      [count, TextSpan("  total ", style: Style(.muted)), total],
      [count, TextSpan(" ", style: .normal), total],
      [TextSpan("total ", style: Style(.muted)), total],
      [total],
    ]
    let fitting = wordings.first { $0.map(\.text.count).reduce(0, +) <= width } ?? [total]
    return TextLine(fitting)
  }
}
