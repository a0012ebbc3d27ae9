import GlanceCore

/// The cart: the catalog with the keys that add each product, the lines with quantities and
/// exact totals, the item count and total.
struct CartPanel: StatusWidget {
  static let title = "Cart"
  let catalog: Catalog
  let contents: CartState

  var status: String? {
    "\(contents.itemCount) \(Self.units(contents.itemCount)) · \(contents.total)"
  }

  /// "item" for one, "items" otherwise.
  static func units(_ count: Int) -> String { count == 1 ? "item" : "items" }

  /// The narrowest the lines may get beside the catalog; narrower, the catalog drops its prices.
  static let minimumLinesWidth = 22

  func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    // The catalog shows its prices whenever the lines keep their minimum width beside them.
    let shown = catalog.products.prefix(9)
    var nameWidth = 0
    var priceWidth = 0
    for product in shown {
      nameWidth = max(nameWidth, product.name.columns)
      priceWidth = max(priceWidth, product.price.columns)
    }
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
    into buffer: inout ClippedBuffer, area: Rect, priceWidth: Int?, context: RenderContext
  ) {
    var columns = [TableColumn("#", width: .fixed(1)), TableColumn("Catalog", width: .fill)]
    if let priceWidth {
      columns.append(TableColumn("Price", width: .fixed(priceWidth), alignment: .right))
    }
    let rows = catalog.products.prefix(9).enumerated().map { index, product in
      [
        TableCell(.integer(index + 1, prefix: nil), style: Style(.footerKey)),
        TableCell(
          product.name, style: contents.quantity(of: product) > 0 ? Style(.accent) : .normal),
        TableCell(product.price.description, style: Style(.muted)),
      ]
    }
    TableWidget(columns: columns, rows: rows).render(into: &buffer, area: area, context: context)
  }

  private func renderLines(into buffer: inout ClippedBuffer, area: Rect, context: RenderContext) {
    let totalsHeight = min(2, area.height)
    let tableArea = Rect(
      x: area.x, y: area.y, width: area.width, height: area.height - totalsHeight)
    if contents.lines.isEmpty {
      TextWidget(
        [TextLine(""), TextLine("empty: press 1-9, a", style: Style(.muted))],
        alignment: .center
      ).render(into: &buffer, area: tableArea, context: context)
    } else {
      // Line totals are never cut: the column is as wide as the widest.
      var totalWidth = 5
      for line in contents.lines { totalWidth = max(totalWidth, line.total.columns) }
      let rows = contents.lines.map { line in
        [
          TableCell(line.product.name),
          TableCell(.integer(line.quantity, prefix: "×"), style: Style(.accent)),
          TableCell(line.total.description),
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
    buffer.fill(
      Rect(x: totals.x, y: totals.y, width: totals.width, height: min(1, totalsHeight)),
      with: Cell(context.glyphs.border.horizontal, style: Style(.border)))
    drawTotals(into: &buffer, area: totals, context: context)
  }

  /// The item count and total on the area's second row, in the longest wording that fits.
  private func drawTotals(into buffer: inout ClippedBuffer, area: Rect, context: RenderContext) {
    let countStyle = Style(.accent).bold
    let totalStyle = Style(.positive).bold
    let units = Self.units(contents.itemCount)
    let countWidth = DecimalText.columns(of: contents.itemCount) + 1 + units.count  // "N items"
    let totalWidth = contents.total.columns
    var writer = RowWriter(row: 1, of: area, in: buffer)
    if countWidth + 8 + totalWidth <= area.width {
      writer.integer(contents.itemCount, countStyle, into: &buffer)
      writer.put(" ", countStyle, into: &buffer)
      writer.text(units, countStyle, into: &buffer)
      writer.text("  total ", Style(.muted), into: &buffer)
    } else if countWidth + 1 + totalWidth <= area.width {
      writer.integer(contents.itemCount, countStyle, into: &buffer)
      writer.put(" ", countStyle, into: &buffer)
      writer.text(units, countStyle, into: &buffer)
      writer.put(" ", .normal, into: &buffer)
    } else if 6 + totalWidth <= area.width {
      writer.text("total ", Style(.muted), into: &buffer)
    }
    writer.money(contents.total, totalStyle, into: &buffer)
    writer.finish(into: &buffer, ellipsis: context.glyphs.ellipsis)
  }
}
