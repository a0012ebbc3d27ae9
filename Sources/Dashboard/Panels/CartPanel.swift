/// The shopping cart: the catalog with the keys that add each product, the lines with
/// quantities and exact line totals, the item count and total. Pure: it draws the cart's last
/// snapshot from the state.
struct CartPanel {
  static let title = "Cart"
  let model: CartPanelState
  private var catalog: Catalog { model.catalog }
  private var state: CartState { model.contents }

  var status: String? { "\(state.itemCount) items · \(state.total)" }

  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    guard !area.isEmpty else { return }
    // Prices in the catalog only when there is room; the lines always show exact totals.
    let showsPrices = area.width >= 70
    let catalogWidth = showsPrices ? 24 : 15
    let columns = Layout(.horizontal, [.fixed(catalogWidth), .fill], spacing: 1).split(area)
    renderCatalog(into: &buffer, area: columns[0], showsPrices: showsPrices, context: context)
    renderLines(into: &buffer, area: columns[1], context: context)
  }

  private func renderCatalog(
    into buffer: inout CellBuffer, area: Rect, showsPrices: Bool, context: RenderContext
  ) {
    var columns = [TableColumn("#", width: .fixed(1)), TableColumn("Catalog", width: .fill)]
    if showsPrices { columns.append(TableColumn("Price", width: .fixed(8), alignment: .right)) }
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
          TableColumn("Total", width: .fixed(8), alignment: .right),
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
      TextLine([
        TextSpan("\(state.itemCount) items", style: Style(.accent).bold),
        TextSpan("  total ", style: Style(.muted)),
        TextSpan(state.total.formatted, style: Style(.positive).bold),
      ]),
    ]).render(into: &buffer, area: totals, context: context)
  }
}
