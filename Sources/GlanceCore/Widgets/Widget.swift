/// Something that draws itself into a rectangle of a ``CellBuffer``.
///
/// A widget is a plain value built fresh for each frame from model state; it never reads the
/// terminal. That is what makes every widget testable as plain text.
///
/// A widget draws through a ``ClippedBuffer``: a view of the screen clipped to the widget's
/// area, which drops whatever falls outside. So a widget only lays itself out in
/// ``ClippedBuffer/area`` and never clips; no size or position can make it draw outside.
public protocol Widget: Sendable {
  /// Draws into `buffer`, laid out in `buffer.area` (never empty), using `context`'s glyphs.
  func render(into buffer: inout ClippedBuffer, context: RenderContext)
}

extension Widget {
  /// Draws into the part of `buffer` that `area` covers: the widget gets a view clipped to
  /// `area` and to the buffer; an area that covers no cell draws nothing.
  public func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    guard !area.intersection(buffer.bounds).isEmpty else { return }
    buffer.draw(clippedTo: area) { render(into: &$0, context: context) }
  }

  /// Draws into the part of `buffer`'s area that `area` covers: how a widget draws another
  /// inside itself (a panel's content, an overlay's box).
  public func render(into buffer: inout ClippedBuffer, area: Rect, context: RenderContext) {
    let inner = area.intersection(buffer.area)
    guard !inner.isEmpty else { return }
    var nested = ClippedBuffer(area: inner)
    swap(&buffer.buffer, &nested.buffer)
    defer { swap(&buffer.buffer, &nested.buffer) }
    render(into: &nested, context: context)
  }
}
